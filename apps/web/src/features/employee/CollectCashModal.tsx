import { owedText, pesosText } from '@burgers/domain/counter';
import type { Order } from '@burgers/domain/types';
import { errorText } from '#api/client';
import { ConfirmModal } from '#components/ConfirmModal';
import { EMPLOYEE_TEXT } from './messages';

interface CollectCashModalProps {
  /** The owed order being handed over; null keeps the modal closed. */
  order: Order | null;
  pending: boolean;
  error: unknown;
  onConfirm: (order: Order) => void;
  onClose: () => void;
}

/** `Entregado` on an order still owed asks whether the cash was taken: yes records both. */
export function CollectCashModal({ order, pending, error, onConfirm, onClose }: CollectCashModalProps) {
  const total = order?.data.transaction_amount ?? 0;
  return (
    <ConfirmModal
      show={order !== null}
      id="collect-cash"
      title={`¿Cobraste ${pesosText(total)}?`}
      cancelLabel={EMPLOYEE_TEXT.cancel}
      confirmLabel={EMPLOYEE_TEXT.collectedAndDelivered}
      confirmVariant="success"
      pending={pending}
      error={error ? errorText(error, EMPLOYEE_TEXT.deliverFailed) : undefined}
      onConfirm={() => order && onConfirm(order)}
      onClose={onClose}
    >
      <p className="mb-0">{order && owedText(order.payment, total)}</p>
    </ConfirmModal>
  );
}
