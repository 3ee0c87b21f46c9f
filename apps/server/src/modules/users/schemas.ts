import type { AdminUser, User } from '@burgers/domain/types';
import type { UserRow } from '#http/auth';

/** The answers' shapes are the domain's (schemas/user-response.ts). */
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
