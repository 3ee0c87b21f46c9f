import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { ROLES, type Role } from '@burgers/domain/constants';
import type { AdminUser } from '@burgers/domain/types';
import { errorText } from '#api/client';
import { ConfirmModal } from '#components/ConfirmModal';
import { toast } from '#lib/alerts';
import { useChangeRole } from './api/user-actions';
import { ROLE_LABEL, USERS_TEXT } from './messages';

interface ChangeRoleModalProps {
  /** The user whose role changes; null keeps the modal closed. */
  user: AdminUser | null;
  onClose: () => void;
}

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** docs/product/admin.md#users: the role becomes admin, employee or customer; confirm waits for a chosen role. */
export function ChangeRoleModal({ user, onClose }: ChangeRoleModalProps) {
  const changeRole = useChangeRole();
  const [role, setRole] = useState<Role | ''>('');

  // ConfirmModal only closes when no request is in flight.
  const close = () => {
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
    <ConfirmModal
      show={user !== null}
      id="change-role"
      title={USERS_TEXT.modalTitle}
      cancelLabel={USERS_TEXT.cancel}
      confirmLabel={USERS_TEXT.confirm}
      pending={changeRole.isPending}
      confirmDisabled={role === ''}
      error={changeRole.isError ? errorText(changeRole.error, USERS_TEXT.failed) : undefined}
      onConfirm={confirm}
      onClose={close}
    >
      <p>{USERS_TEXT.modalText(name)}</p>
      <Form.Group controlId="change-role-select">
        <Form.Label>{USERS_TEXT.newRole}</Form.Label>
        <Form.Select value={role} onChange={(event) => setRole(isRole(event.target.value) ? event.target.value : '')}>
          <option value="">{USERS_TEXT.chooseRole}</option>
          {ROLES.map((option) => (
            <option key={option} value={option}>
              {ROLE_LABEL[option]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </ConfirmModal>
  );
}
