import type { Order } from '@burgers/domain/types';
import { errorText } from '#api/client';
import { ConfirmModal } from '#components/ConfirmModal';
import { useSession } from '#stores/session';
import { useMarkReady } from './api/mark-ready';
import { EMPLOYEE_TEXT } from './messages';
import { customerName } from './order-format';

interface MarkReadyModalProps {
  /** The order to confirm; null keeps the modal closed. */
  order: Order | null;
  onClose: () => void;
}

/** docs/product/kitchen.md#marking-an-order-ready: Pendiente to Listo only after this confirmation; the lists reload afterwards. */
export function MarkReadyModal({ order, onClose }: MarkReadyModalProps) {
  const user = useSession((s) => s.user);
  const markReady = useMarkReady();
  const customer = order ? customerName(order) : '';

  // ConfirmModal only closes when no request is in flight.
  const close = () => {
    markReady.reset();
    onClose();
  };

  const confirm = () => {
    if (!order || !user) return;
    markReady.mutate(
      { purchaseId: order.purchaseId, employee: `${user.firstName} ${user.lastName}`.trim() },
      {
        onSuccess: () => {
          markReady.reset();
          onClose();
        },
      },
    );
  };

  return (
    <ConfirmModal
      show={order !== null}
      id="mark-ready"
      title={EMPLOYEE_TEXT.confirmTitle}
      cancelLabel={EMPLOYEE_TEXT.cancel}
      confirmLabel={EMPLOYEE_TEXT.confirm}
      confirmVariant="success"
      pending={markReady.isPending}
      error={markReady.isError ? errorText(markReady.error, EMPLOYEE_TEXT.markFailed) : undefined}
      onConfirm={confirm}
      onClose={close}
    >
      <p>{EMPLOYEE_TEXT.confirmText(customer)}</p>
      {order && (
        <ul className="mb-0">
          {order.lines.map((line, index) => (
            <li key={`${line.id}-${index}`}>
              {line.quantity} × {line.title}
            </li>
          ))}
        </ul>
      )}
    </ConfirmModal>
  );
}
