import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@burgers/domain/constants';
import { usersPaths } from '@burgers/domain/routes/users-paths';
import { callApi } from '#api/client';
import { queryKeys } from '#api/query-keys';

export interface UsersFilter {
  role: Role | undefined;
  /** undefined lists active and inactive accounts alike. */
  active: boolean | undefined;
}

/** Every admin users list lives under this key, so a change reloads whichever filter is shown. */
export const ADMIN_USERS_KEY = queryKeys.admin.users();

/** GET /users/admin?rol=&active=. */
export const adminUsersQuery = (filter: UsersFilter) =>
  queryOptions({
    queryKey: queryKeys.admin.users(filter),
    queryFn: ({ signal }) =>
      callApi(usersPaths.list, {
        query: { rol: filter.role, active: filter.active },
        signal,
      }),
    select: (data) => data.rows,
    // The table keeps its rows while another filter loads, so it does not flash empty.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(filter: UsersFilter) {
  return useQuery(adminUsersQuery(filter));
}
