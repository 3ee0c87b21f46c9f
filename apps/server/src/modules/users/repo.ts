import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@burgers/domain/constants';
import type { Tx } from '#db/client';
import { preparedQuery } from '#db/prepared';
import { users } from '#db/schema';
import type { UserRow } from '#http/auth';

/** Every signed-in request reads its user (a deactivation or logout counts at once). */
const userById = preparedQuery('user_by_id', (db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id'))),
);

export async function findUserById(db: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

/** Emails are stored lowercased, so the lookup is case-insensitive. */
export async function findUserByEmail(db: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export interface UserFilter {
  role?: Role;
  /** true: not deactivated; false: deactivated. */
  active?: boolean;
}

export async function listUsers(db: Tx, filter: UserFilter): Promise<UserRow[]> {
  const conditions: SQL[] = [];
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.active === true) conditions.push(isNull(users.deletedAt));
  if (filter.active === false) conditions.push(isNotNull(users.deletedAt));
  return db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.id));
}

export type UserChanges = Partial<Pick<UserRow, 'firstName' | 'lastName' | 'imgUri' | 'role' | 'passwordHash'>>;

export async function updateUser(db: Tx, id: number, changes: UserChanges): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

/** Keeps the first deactivation time when the account is already inactive. */
export async function deactivateUser(db: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ deletedAt: sql`coalesce(${users.deletedAt}, now())` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function reactivateUser(db: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ deletedAt: null }).where(eq(users.id, id)).returning();
  return row;
}
