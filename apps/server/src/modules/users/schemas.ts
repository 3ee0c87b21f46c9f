import { z } from 'zod';
import { ROLES } from '@burgers/domain/constants';
import { idFieldWith } from '@burgers/domain/schemas/fields';
import { adminUserResponse, userResponse } from '@burgers/domain/schemas/user-response';
import type { AdminUser, User } from '@burgers/domain/types';
import type { UserRow } from '../../http/auth';
import { messages } from '../../messages';

export const userIdParams = z.object({ id: idFieldWith(messages.invalidUserId) });

export const roleSchema = z.enum(ROLES, { error: messages.invalidRole });

/** The answers' shapes are the domain's (schemas/user-response.ts), under the names the routes use. */
export { userResponse as publicUserSchema, adminUserResponse as adminUserSchema };
export type PublicUser = User;
export type { AdminUser };

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
