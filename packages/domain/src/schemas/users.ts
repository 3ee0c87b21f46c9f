/** The admin's users table: its filters and the role change, one schema for the web's call and the server's route. */
import { idFieldWith } from './fields';
import { z } from './zod';
import { ROLES } from '../constants';
import { MSG } from '../messages';

export const roleSchema = z.enum(ROLES, { error: MSG.roleInvalid });

/** GET /users/admin's query: `rol=` with no value (as the web sends it) is every role. */
export const usersListQuerySchema = z.object({
  rol: z.preprocess((value) => (value === '' ? undefined : value), roleSchema.optional()),
  active: z.enum(['true', 'false'], { error: MSG.activeFilterInvalid }).optional(),
});

/** The body of PUT /users/: the account and its new role. */
export const roleChangeSchema = z.object({ id: idFieldWith(MSG.userIdInvalid), role: roleSchema });
export type RoleChangeInput = z.input<typeof roleChangeSchema>;
