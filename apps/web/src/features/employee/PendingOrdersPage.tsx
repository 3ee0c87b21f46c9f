import { useCallback, useEffect, useRef, useState } from 'react';
import type { Order } from '@burgers/domain/types';
import { BusyModeButtons } from '#components/store/BusyModeButtons';
import { PauseOrdersSwitch } from '#components/store/PauseOrdersSwitch';
import type { OrderEvent } from '#lib/order-events';
import { useOrders } from './api/orders';
import { useKitchenSound } from './hooks/use-kitchen-sound';
import { useLiveOrders } from './hooks/use-live-orders';
import { useNow } from './hooks/use-now';
import { KitchenBar } from './KitchenBar';
import { KitchenCard } from './KitchenCard';
import { KitchenTools } from './KitchenTools';
import { MarkReadyModal } from './MarkReadyModal';
import { EMPLOYEE_TEXT } from './messages';
import { OrdersPanel } from './OrdersPanel';
import { splitByPromise } from './pickup-timer';
import { ScheduledOrders } from './ScheduledOrders';
import './employee.scss';

/** How long a card that just arrived keeps flashing. */
const FLASH_MS = 6_000;
/** The waiting minutes are recomputed this often, so each card's count moves every minute. */
const TICK_MS = 15_000;

/**
 * /employeependingorders: the kitchen's counter screen. Paid orders as cards by promised time, the
 * ones promised for later in `Programados`; busy mode and the pause where the cook works.
 */
export default function PendingOrdersPage() {
  const orders = useOrders('Pendiente');
  const sound = useKitchenSound();
  const { ring } = sound;
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, number>());

  const onOrder = useCallback(
    (event: OrderEvent) => {
      // A refund only takes a card away (the list reloads); it is no new order to ring for.
      if (event.status !== 'Pendiente' || event.refunded) return;
      ring();
      setFresh((current) => new Set(current).add(event.purchaseId));
      window.clearTimeout(timers.current.get(event.purchaseId));
      timers.current.set(
        event.purchaseId,
        window.setTimeout(() => {
          setFresh((current) => {
            const next = new Set(current);
            next.delete(event.purchaseId);
            return next;
          });
        }, FLASH_MS),
      );
    },
    [ring],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const live = useLiveOrders(onOrder);
  const now = useNow(TICK_MS);
  const [confirming, setConfirming] = useState<Order | null>(null);
  const list = orders.data ?? [];
  // Re-split at every tick, so a scheduled order joins the queue by itself when its time comes.
  const { queue, scheduled } = splitByPromise(list, now);

  return (
    <>
      <KitchenBar
        title={EMPLOYEE_TEXT.pendingTitle}
        count={orders.isPending ? '' : EMPLOYEE_TEXT.pendingCount(list.length)}
        live={live}
        sound={sound}
      />
      <KitchenTools />
      <div className="container-fluid py-3 employee-page">
        <div className="kitchen-controls">
          <BusyModeButtons />
          <PauseOrdersSwitch className="kitchen-controls__pause" />
        </div>
        <OrdersPanel
          isPending={orders.isPending}
          isError={orders.isError}
          count={queue.length}
          emptyTitle={EMPLOYEE_TEXT.noPending}
          emptyText={EMPLOYEE_TEXT.noPendingText}
          bare
        >
          <div className="kitchen-grid">
            {queue.map((order) => (
              <KitchenCard
                key={order.purchaseId}
                order={order}
                now={now}
                fresh={fresh.has(order.purchaseId)}
                onMarkReady={setConfirming}
              />
            ))}
          </div>
        </OrdersPanel>
        <ScheduledOrders orders={scheduled} now={now} />
      </div>
      <MarkReadyModal order={confirming} onClose={() => setConfirming(null)} />
    </>
  );
}
