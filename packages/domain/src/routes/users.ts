import { route } from './define';
import { MSG } from '../messages';
import { profileUpdateSchema } from '../schemas/account';
import { idParams } from '../schemas/route-params';
import { adminUserResponse, adminUsersResponse, userResponse } from '../schemas/user-response';
import { roleChangeSchema, usersListQuerySchema } from '../schemas/users';

const userIdParams = idParams(MSG.userIdInvalid);

/** Accounts as the admin manages them, and a customer's own profile. */
export const usersRoutes = {
  list: route({
    method: 'GET',
    path: '/users/admin',
    querystring: usersListQuerySchema,
    response: { 200: adminUsersResponse },
  }),
  changeRole: route({ method: 'PUT', path: '/users/', body: roleChangeSchema, response: { 200: adminUserResponse } }),
  deactivate: route({
    method: 'DELETE',
    path: '/users/:id',
    params: userIdParams,
    response: { 200: adminUserResponse },
  }),
  reactivate: route({ method: 'POST', path: '/users/:id', params: userIdParams, response: { 200: adminUserResponse } }),
  updateProfile: route({
    method: 'PUT',
    path: '/users/:id',
    params: userIdParams,
    body: profileUpdateSchema,
    response: { 200: userResponse },
  }),
};
