import { Button, Form } from 'react-bootstrap';
import { ROLES } from '@burgers/domain/constants';
import type { UsersFilter } from './api/users';
import { ROLE_LABEL, USERS_TEXT } from './messages';

const ROLE_OPTIONS = [
  { value: undefined, label: USERS_TEXT.all },
  ...ROLES.map((role) => ({ value: role, label: ROLE_LABEL[role] })),
];

const STATE_OPTIONS = [
  { value: '', label: USERS_TEXT.stateAll },
  { value: 'true', label: USERS_TEXT.stateActive },
  { value: 'false', label: USERS_TEXT.stateInactive },
] as const;

interface UserFiltersProps {
  filter: UsersFilter;
  onChange: (filter: UsersFilter) => void;
}

/** docs/product/admin.md#users: role filter buttons (Todos, Admin, Empleado, Cliente) and an active/inactive choice. */
export function UserFilters({ filter, onChange }: UserFiltersProps) {
  return (
    <div className="admin-users__filters">
      <div className="admin-users__roles" role="group" aria-label={USERS_TEXT.roleFilterLabel}>
        {ROLE_OPTIONS.map(({ value, label }) => {
          const pressed = filter.role === value;
          return (
            <Button
              key={label}
              variant={pressed ? 'secondary' : 'outline-secondary'}
              aria-pressed={pressed}
              onClick={() => onChange({ ...filter, role: value })}
            >
              {label}
            </Button>
          );
        })}
      </div>
      <Form.Group controlId="admin-users-state" className="admin-users__state">
        <Form.Label className="mb-0 fw-semibold">{USERS_TEXT.stateFilterLabel}</Form.Label>
        <Form.Select
          value={filter.active === undefined ? '' : String(filter.active)}
          onChange={(event) => {
            const { value } = event.target;
            onChange({ ...filter, active: value === '' ? undefined : value === 'true' });
          }}
        >
          {STATE_OPTIONS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </div>
  );
}
