import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersPaths } from '@burgers/domain/routes/users-paths';
import type { RoleChangeInput } from '@burgers/domain/schemas/users';
import type { AdminUser } from '@burgers/domain/types';
import { callApi } from '#api/client';
import { ADMIN_USERS_KEY } from './users';

/** Each admin action reloads every users list, whatever filter it was made under. */
function useUserMutation<Variables>(mutationFn: (variables: Variables) => Promise<AdminUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}

/** PUT /users/ {id, role}. */
export const useChangeRole = () =>
  useUserMutation(({ id, role }: RoleChangeInput) => callApi(usersPaths.changeRole, { body: { id, role } }));

/** DELETE /users/:id deactivates, POST /users/:id reactivates (never an admin, docs/product/admin.md#users). */
export const useSetActive = () =>
  useUserMutation(({ id, active }: { id: number; active: boolean }) =>
    active ? callApi(usersPaths.reactivate, { params: { id } }) : callApi(usersPaths.deactivate, { params: { id } }),
  );
