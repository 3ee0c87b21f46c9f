/** Accounts as the API answers with them; types.ts infers User, AdminUser and Session from these. */
import { z } from './zod';
import { ROLES } from '../constants';

/** The user as the API shows it: never the password hash. */
export const userResponse = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  imgUri: z.string().nullable(),
});

/** What the admin users table shows: also whether the account is active and activated. */
export const adminUserResponse = userResponse.extend({
  deletedAt: z.string().nullable(),
  activatedAt: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /users/admin: one page of the table and how many accounts match. */
export const adminUsersResponse = z.object({ rows: z.array(adminUserResponse), count: z.number().int() });

/** A login (password or social sign-in): the user and the session token for `auth-token`. */
export const sessionResponse = z.object({ user: userResponse, data: z.object({ token: z.string() }) });
