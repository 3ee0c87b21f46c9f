import { Badge, Button } from 'react-bootstrap';
import type { AdminUser } from '@burgers/domain/types';
import { ROLE_LABEL, USERS_TEXT } from './messages';

interface UsersTableProps {
  users: AdminUser[];
  /** The logged-in admin: the server refuses a change of one's own role, so it is not offered. */
  selfId: number | undefined;
  /** The user whose action is in flight, so its buttons wait. */
  busyId: number | null;
  onChangeRole: (user: AdminUser) => void;
  /** A customer's points: balance, add or remove with a reason. */
  onPoints?: (user: AdminUser) => void;
  onSetActive: (user: AdminUser, active: boolean) => void;
}

function StateBadge({ user }: { user: AdminUser }) {
  if (user.deletedAt) return <Badge bg="danger">{USERS_TEXT.inactive}</Badge>;
  if (!user.activatedAt)
    return (
      <Badge bg="warning" text="dark">
        {USERS_TEXT.notActivated}
      </Badge>
    );
  return <Badge bg="success">{USERS_TEXT.active}</Badge>;
}

/**
 * The users list: a table on wide screens; on a phone each row becomes a card whose cells carry
 * their column name (data-label), so nothing scrolls sideways.
 */
export function UsersTable({ users, selfId, busyId, onChangeRole, onPoints, onSetActive }: UsersTableProps) {
  return (
    <table className="table admin-users-table align-middle mb-0">
      <caption className="visually-hidden">{USERS_TEXT.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{USERS_TEXT.name}</th>
          <th scope="col">{USERS_TEXT.email}</th>
          <th scope="col">{USERS_TEXT.role}</th>
          <th scope="col">{USERS_TEXT.state}</th>
          <th scope="col" className="text-lg-end">
            {USERS_TEXT.actions}
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const nameId = `admin-user-${user.id}-name`;
          const isSelf = user.id === selfId;
          const busy = busyId === user.id;
          return (
            <tr key={user.id} data-user={user.email}>
              <th scope="row" id={nameId} data-label={USERS_TEXT.name} className="admin-users-table__name">
                <span>
                  {`${user.firstName} ${user.lastName}`.trim()}
                  {isSelf && <span className="ms-1 fw-normal text-body-secondary">{USERS_TEXT.you}</span>}
                </span>
              </th>
              <td data-label={USERS_TEXT.email} className="admin-users-table__email">
                {user.email}
              </td>
              <td data-label={USERS_TEXT.role}>{ROLE_LABEL[user.role]}</td>
              <td data-label={USERS_TEXT.state}>
                <span>
                  <StateBadge user={user} />
                </span>
              </td>
              <td className="admin-users-table__actions">
                <div className="admin-users-table__buttons">
                  {!isSelf && (
                    <Button
                      variant="outline-secondary"
                      size="sm"
                      onClick={() => onChangeRole(user)}
                      disabled={busy}
                      aria-describedby={nameId}
                    >
                      {USERS_TEXT.changeRole}
                    </Button>
                  )}
                  {user.role === 'customer' && onPoints && (
                    <Button
                      variant="outline-secondary"
                      size="sm"
                      onClick={() => onPoints(user)}
                      aria-describedby={nameId}
                    >
                      Puntos
                    </Button>
                  )}
                  {/* docs/product/admin.md#users: admins are never deactivated nor reactivated. */}
                  {user.role !== 'admin' &&
                    (user.deletedAt ? (
                      <Button
                        variant="success"
                        size="sm"
                        onClick={() => onSetActive(user, true)}
                        disabled={busy}
                        aria-describedby={nameId}
                      >
                        {USERS_TEXT.reactivate}
                      </Button>
                    ) : (
                      <Button
                        variant="outline-danger"
                        size="sm"
                        onClick={() => onSetActive(user, false)}
                        disabled={busy}
                        aria-describedby={nameId}
                      >
                        {USERS_TEXT.deactivate}
                      </Button>
                    ))}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
