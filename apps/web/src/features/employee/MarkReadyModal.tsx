import { Alert, Button, Modal, Spinner } from 'react-bootstrap';
import type { Order } from '@burgers/domain/types';
import { errorText } from '../../api/client';
import { useSession } from '../../stores/session';
import { useMarkReady } from './api/mark-ready';
import { EMPLOYEE_TEXT } from './messages';
import { customerName } from './orderFormat';

interface MarkReadyModalProps {
  /** The order to confirm; null keeps the modal closed. */
  order: Order | null;
  onClose: () => void;
}

/** SPEC §4: Pendiente to Listo only after this confirmation; the lists reload afterwards. */
export function MarkReadyModal({ order, onClose }: MarkReadyModalProps) {
  const user = useSession((s) => s.user);
  const markReady = useMarkReady();
  const customer = order ? customerName(order) : '';

  const close = () => {
    if (markReady.isPending) return;
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
    <Modal show={order !== null} onHide={close} centered aria-labelledby="mark-ready-title">
      <Modal.Header closeButton closeLabel={EMPLOYEE_TEXT.cancel}>
        <Modal.Title id="mark-ready-title" as="h2" className="h4">
          {EMPLOYEE_TEXT.confirmTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{EMPLOYEE_TEXT.confirmText(customer)}</p>
        {order && (
          <ul className="mb-0">
            {order.data.additional_info.items.map((item) => (
              <li key={item.id}>
                {item.title} x {item.quantity}
              </li>
            ))}
          </ul>
        )}
        {markReady.isError && (
          <Alert variant="danger" className="mt-3 mb-0">
            {errorText(markReady.error, EMPLOYEE_TEXT.markFailed)}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close} disabled={markReady.isPending}>
          {EMPLOYEE_TEXT.cancel}
        </Button>
        <Button variant="success" className="fw-semibold" onClick={confirm} disabled={markReady.isPending}>
          {markReady.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {EMPLOYEE_TEXT.confirm}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
