import { useState } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { ROLES, type Role } from '@burgers/domain/constants';
import { errorText } from '../../../api/client';
import { toast } from '../../../lib/alerts';
import { useChangeRole } from './api/user-actions';
import type { AdminUser } from './api/users';
import { ROLE_LABEL, USERS_TEXT } from './messages';

interface ChangeRoleModalProps {
  /** The user whose role changes; null keeps the modal closed. */
  user: AdminUser | null;
  onClose: () => void;
}

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** SPEC §4: the role becomes admin, employee or customer; confirm waits for a chosen role. */
export function ChangeRoleModal({ user, onClose }: ChangeRoleModalProps) {
  const changeRole = useChangeRole();
  const [role, setRole] = useState<Role | ''>('');

  const close = () => {
    if (changeRole.isPending) return;
    changeRole.reset();
    setRole('');
    onClose();
  };

  const confirm = () => {
    if (!user || role === '') return;
    changeRole.mutate(
      { id: user.id, role },
      {
        onSuccess: () => {
          changeRole.reset();
          setRole('');
          onClose();
          void toast(USERS_TEXT.roleChanged);
        },
      },
    );
  };

  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';

  return (
    <Modal show={user !== null} onHide={close} centered aria-labelledby="change-role-title">
      <Modal.Header closeButton closeLabel={USERS_TEXT.cancel}>
        <Modal.Title id="change-role-title" as="h2" className="h4">
          {USERS_TEXT.modalTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{USERS_TEXT.modalText(name)}</p>
        <Form.Group controlId="change-role-select">
          <Form.Label>{USERS_TEXT.newRole}</Form.Label>
          <Form.Select
            value={role}
            onChange={(event) => setRole(isRole(event.target.value) ? event.target.value : '')}
          >
            <option value="">{USERS_TEXT.chooseRole}</option>
            {ROLES.map((option) => (
              <option key={option} value={option}>
                {ROLE_LABEL[option]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {changeRole.isError && (
          <Alert variant="danger" className="mt-3 mb-0">
            {errorText(changeRole.error, USERS_TEXT.failed)}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close} disabled={changeRole.isPending}>
          {USERS_TEXT.cancel}
        </Button>
        <Button variant="primary" onClick={confirm} disabled={role === '' || changeRole.isPending}>
          {changeRole.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {USERS_TEXT.confirm}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
