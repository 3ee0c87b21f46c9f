import type { ReactNode } from 'react';
import { Alert, Button, Modal, Spinner } from 'react-bootstrap';

interface ConfirmModalProps {
  show: boolean;
  /** Used for the title's id, so the dialog is named by its title. */
  id: string;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  confirmVariant?: string;
  /** A request is in flight: neither button nor closing may interrupt it. */
  pending: boolean;
  /** Extra reason to keep confirm disabled (e.g. nothing chosen yet). */
  confirmDisabled?: boolean;
  /** The failure to show under the body, already in Spanish. */
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A confirmation dialog for an action that calls the server: it stays open, with the error, if the call fails. */
export function ConfirmModal({
  show,
  id,
  title,
  children,
  cancelLabel,
  confirmLabel,
  confirmVariant = 'primary',
  pending,
  confirmDisabled = false,
  error,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Modal show={show} onHide={close} centered aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel={cancelLabel}>
        <Modal.Title id={`${id}-title`} as="h2" className="h4">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {children}
        {error && (
          <Alert variant="danger" className="mt-3 mb-0">
            {error}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button
          variant={confirmVariant}
          className="fw-semibold"
          onClick={onConfirm}
          disabled={confirmDisabled || pending}
        >
          {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
