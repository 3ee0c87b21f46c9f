import { useQueryClient } from '@tanstack/react-query';
import { RIDER_ORDERS_KEY, useRiderOrders } from '#api/dispatch';
import { PageLoader } from '#components/PageLoader';
import { useOrderEvents } from '#lib/order-events';
import { RIDER_TEXT } from './messages';
import { RiderOrderCard } from './RiderOrderCard';
import './rider.scss';

/** /reparto: the rider's phone page, their orders in the order assigned. */
export default function RiderPage() {
  const orders = useRiderOrders();
  const queryClient = useQueryClient();
  // A new assignment shows at once: every order event reloads the list (polling stays on too).
  useOrderEvents('/orders/events', () => void queryClient.invalidateQueries({ queryKey: RIDER_ORDERS_KEY }));
  return (
    <div className="container rider-page py-3">
      <h1 className="h2 mb-3">{RIDER_TEXT.title}</h1>
      {orders.isPending ? (
        <PageLoader />
      ) : (orders.data ?? []).length === 0 ? (
        <p className="text-body-secondary" data-testid="rider-empty">
          {RIDER_TEXT.empty}
        </p>
      ) : (
        <div className="d-grid gap-3">
          {(orders.data ?? []).map((order) => (
            <RiderOrderCard key={order.purchaseId} order={order} />
          ))}
        </div>
      )}
    </div>
  );
}
