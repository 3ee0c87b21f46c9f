import { z } from 'zod';
import { ROLES } from '@burgers/domain/constants';
import { idFieldWith } from '@burgers/domain/schemas/fields';
import type { UserRow } from '../../plugins/auth';
import { messages } from '../../messages';

export const userIdParams = z.object({ id: idFieldWith(messages.invalidUserId) });

export const roleSchema = z.enum(ROLES, { error: messages.invalidRole });

/** Every error answer: `{ error: '<mensaje>' }`. */

/** The user as the API shows it: never the password hash. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  imgUri: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** What the admin users table shows: also whether the account is active and activated. */
export const adminUserSchema = publicUserSchema.extend({
  deletedAt: z.string().nullable(),
  activatedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    imgUri: row.imgUri,
  };
}

export function toAdminUser(row: UserRow): AdminUser {
  return {
    ...toPublicUser(row),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
