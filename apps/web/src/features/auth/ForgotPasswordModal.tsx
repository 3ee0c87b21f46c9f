import { useState, type FormEvent } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { errorText } from '../../api/client';
import { errorAlert, successAlert } from '../../lib/alerts';
import { EmailField } from './EmailField';
import { usePasswordRecovery } from './api/password-recovery';
import { AUTH_TEXT } from './messages';

interface ForgotPasswordModalProps {
  show: boolean;
  onHide(): void;
}

/** Asks for the account's email and has the server mail a reset link (SPEC §5 recovery, §8). */
export function ForgotPasswordModal({ show, onHide }: ForgotPasswordModalProps) {
  const [email, setEmail] = useState('');
  const recovery = usePasswordRecovery();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || recovery.isPending) return;
    recovery.mutate(email.trim(), {
      onSuccess: () => {
        setEmail('');
        onHide();
        void successAlert(AUTH_TEXT.recoverySentTitle, AUTH_TEXT.recoverySentText);
      },
      onError: (error) => void errorAlert(errorText(error, AUTH_TEXT.recoveryFailed)),
    });
  };

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="forgot-password-title">
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel="Cerrar">
          <Modal.Title id="forgot-password-title">Recuperar contraseña</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary">Te enviaremos un correo con un enlace para crear una nueva contraseña.</p>
          <EmailField id="recovery-email" value={email} onChange={setEmail} autoFocus />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary" disabled={!email.trim() || recovery.isPending}>
            {recovery.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Enviar
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
