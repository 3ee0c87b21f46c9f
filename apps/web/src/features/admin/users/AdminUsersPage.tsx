import { useState } from 'react';
import type { AdminUser } from '@burgers/domain/types';
import { errorText } from '#api/client';
import { EmptyState } from '#components/EmptyState';
import { PageHeader } from '#components/PageHeader';
import { PageLoader } from '#components/PageLoader';
import { confirmAlert, errorAlert, toast } from '#lib/alerts';
import { useSession } from '#stores/session';
import { useSetActive } from './api/user-actions';
import { useAdminUsers, type UsersFilter } from './api/users';
import { ChangeRoleModal } from './ChangeRoleModal';
import { USERS_TEXT } from './messages';
import { PointsModal } from './PointsModal';
import { UserFilters } from './UserFilters';
import { UsersTable } from './UsersTable';
import './admin-users.scss';

/** /adminusers: every account with role filters; change a role, deactivate or reactivate (docs/product/admin.md#users). */
export default function AdminUsersPage() {
  const selfId = useSession((s) => s.user?.id);
  const [filter, setFilter] = useState<UsersFilter>({ role: undefined, active: undefined });
  const users = useAdminUsers(filter);
  const setActive = useSetActive();
  const [changingRole, setChangingRole] = useState<AdminUser | null>(null);
  const [pointsOf, setPointsOf] = useState<AdminUser | null>(null);
  const list = users.data ?? [];

  const toggleActive = async (user: AdminUser, active: boolean) => {
    const name = `${user.firstName} ${user.lastName}`.trim();
    if (
      !active &&
      !(await confirmAlert(USERS_TEXT.deactivateTitle, USERS_TEXT.deactivateText(name), USERS_TEXT.deactivate))
    ) {
      return;
    }
    setActive.mutate(
      { id: user.id, active },
      {
        onSuccess: () => void toast(active ? USERS_TEXT.reactivated : USERS_TEXT.deactivated),
        onError: (error) => void errorAlert(errorText(error, USERS_TEXT.failed)),
      },
    );
  };

  return (
    <>
      <PageHeader kicker={USERS_TEXT.kicker} title={USERS_TEXT.title} subtitle={USERS_TEXT.subtitle} />
      <div className="container py-4 admin-users">
        <UserFilters filter={filter} onChange={setFilter} />
        {users.isPending ? (
          <PageLoader />
        ) : users.isError && list.length === 0 ? (
          <p className="alert alert-warning mb-0" role="alert">
            {USERS_TEXT.loadFailed}
          </p>
        ) : list.length === 0 ? (
          <EmptyState title={USERS_TEXT.empty} text={USERS_TEXT.emptyText} />
        ) : (
          <>
            <p className="admin-users__count" aria-live="polite">
              {USERS_TEXT.count(list.length)}
            </p>
            <div className="admin-users__panel card shadow-sm">
              <UsersTable
                users={list}
                selfId={selfId}
                busyId={setActive.isPending ? setActive.variables.id : null}
                onChangeRole={setChangingRole}
                onPoints={setPointsOf}
                onSetActive={(user, active) => void toggleActive(user, active)}
              />
            </div>
          </>
        )}
      </div>
      <ChangeRoleModal user={changingRole} onClose={() => setChangingRole(null)} />
      <PointsModal user={pointsOf} onClose={() => setPointsOf(null)} />
    </>
  );
}
