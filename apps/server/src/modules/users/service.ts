import type { Role } from '@burgers/domain/constants';
import { MSG } from '@burgers/domain/messages';
import type { Db } from '#db/client';
import type { UserRow } from '#http/auth';
import { badRequest, conflict, notFound } from '#lib/errors';
import { messages } from '#messages';
import * as repo from './repo';
import { toAdminUser, toPublicUser, type AdminUser, type PublicUser } from './schemas';
import { audited, type AuditContext } from '../activity/audit';
import type { Actor } from '../activity/record';

/** Accounts as the sign-in modules (auth, oidc) look them up: the row, password hash included. */
export { findUserByEmail, findUserById } from './repo';

export async function listUsers(db: Db, filter: repo.UserFilter): Promise<{ rows: AdminUser[]; count: number }> {
  const rows = (await repo.listUsers(db, filter)).map(toAdminUser);
  return { rows, count: rows.length };
}

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

/** An admin may not change their own role: the shop would lose its last admin by a slip. */
export async function changeRole(ctx: AuditContext, actor: UserRow, id: number, role: Role): Promise<AdminUser> {
  const before = await repo.findUserById(ctx.db, id);
  return audited(
    ctx,
    actor,
    {
      action: 'user.role',
      target: fullName,
      before: before && { role: before.role },
      after: (user) => ({ role: user.role }),
    },
    async () => {
      if (actor.id === id) throw conflict(messages.ownRoleUnchangeable);
      const user = await repo.updateUser(ctx.db, id, { role });
      if (!user) throw notFound(messages.userNotFound);
      return toAdminUser(user);
    },
  );
}

async function nonAdmin(db: Db, id: number): Promise<UserRow> {
  const user = await repo.findUserById(db, id);
  if (!user) throw notFound(messages.userNotFound);
  if (user.role === 'admin') throw conflict(messages.adminCannotBeDeactivated);
  return user;
}

/** The guards read the user on every request, so the next call of a deactivated user is refused. */
export async function deactivate(ctx: AuditContext, actor: Actor, id: number): Promise<AdminUser> {
  return audited(
    ctx,
    actor,
    { action: 'user.deactivate', target: fullName, before: { active: true }, after: () => ({ active: false }) },
    async () => {
      await nonAdmin(ctx.db, id);
      const user = await repo.deactivateUser(ctx.db, id);
      if (!user) throw notFound(messages.userNotFound);
      return toAdminUser(user);
    },
  );
}

export async function reactivate(ctx: AuditContext, actor: Actor, id: number): Promise<AdminUser> {
  return audited(
    ctx,
    actor,
    { action: 'user.reactivate', target: fullName, before: { active: false }, after: () => ({ active: true }) },
    async () => {
      await nonAdmin(ctx.db, id);
      const user = await repo.reactivateUser(ctx.db, id);
      if (!user) throw notFound(messages.userNotFound);
      return toAdminUser(user);
    },
  );
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  imgUri?: string | null;
}

/** Personal data (both names together) and/or the avatar; anything else in the body was already dropped. */
export async function updateProfile(db: Db, id: number, changes: ProfileChanges): Promise<PublicUser> {
  const { firstName, lastName, imgUri } = changes;
  const namesGiven = firstName !== undefined || lastName !== undefined;
  if (namesGiven && (firstName === undefined || lastName === undefined)) throw badRequest(MSG.personalDataEmpty);
  if (!namesGiven && imgUri === undefined) throw badRequest(messages.profileUpdateEmpty);
  const user = await repo.updateUser(db, id, {
    ...(namesGiven ? { firstName, lastName } : {}),
    ...(imgUri !== undefined ? { imgUri } : {}),
  });
  if (!user) throw notFound(messages.userNotFound);
  return toPublicUser(user);
}
