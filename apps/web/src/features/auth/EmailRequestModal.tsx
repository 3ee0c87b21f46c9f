import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { EmailField } from './EmailField';

interface EmailRequestModalProps {
  /** Distinguishes the modal's title and field ids. */
  id: string;
  title: string;
  text: string;
  show: boolean;
  /** The address the modal opens with (what the login form already has). */
  initialEmail?: string;
  request: UseMutationResult<unknown, Error, string>;
  onHide(): void;
  onSent(): void;
  onFailed(error: Error): void;
}

/** A modal that asks for the account's email and sends one request with it (reset link, activation mail). */
export function EmailRequestModal({
  id,
  title,
  text,
  show,
  initialEmail = '',
  request,
  onHide,
  onSent,
  onFailed,
}: EmailRequestModalProps) {
  const [email, setEmail] = useState(initialEmail);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || request.isPending) return;
    request.mutate(email.trim(), {
      onSuccess: () => {
        setEmail('');
        onHide();
        onSent();
      },
      onError: onFailed,
    });
  };

  return (
    // Each opening starts from the address the page has then.
    <Modal show={show} onHide={onHide} onShow={() => setEmail(initialEmail)} centered aria-labelledby={`${id}-title`}>
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel="Cerrar">
          <Modal.Title id={`${id}-title`}>{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary">{text}</p>
          <EmailField id={`${id}-email`} value={email} onChange={setEmail} autoFocus />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary" disabled={!email.trim() || request.isPending}>
            {request.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Enviar
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
