import { and, desc, eq, gt, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { pendingRegistrations, revokedSessions, users, userTokens } from '#db/schema';

/** A user row as stored (the password hash included): the guards and the services read it. */
export type UserRow = typeof users.$inferSelect;

type TokenPurpose = (typeof userTokens.$inferInsert)['purpose'];

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
}

/** Undefined when the email is taken (two registrations racing end here, not in a 500). */
export async function insertCustomer(db: Tx, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase(), role: 'customer' })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export interface Registration {
  id: number;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

/** One registration of a pending address: the names and the password its registrant chose. */
export async function insertRegistration(
  db: Tx,
  userId: number,
  registration: Omit<Registration, 'id'>,
): Promise<number> {
  const [row] = await db
    .insert(pendingRegistrations)
    .values({ userId, ...registration })
    .returning({ id: pendingRegistrations.id });
  if (!row) throw new Error('registration not inserted');
  return row.id;
}

/** The registrations of a pending account, newest first. */
export async function findRegistrations(db: Tx, userId: number): Promise<Registration[]> {
  return db
    .select({
      id: pendingRegistrations.id,
      firstName: pendingRegistrations.firstName,
      lastName: pendingRegistrations.lastName,
      passwordHash: pendingRegistrations.passwordHash,
    })
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.userId, userId))
    .orderBy(desc(pendingRegistrations.createdAt), desc(pendingRegistrations.id));
}

/** Keeps the newest `keep` registrations of an account: an activation checks a password against each. */
export async function trimRegistrations(db: Tx, userId: number, keep: number): Promise<void> {
  const newest = db
    .select({ id: pendingRegistrations.id })
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.userId, userId))
    .orderBy(desc(pendingRegistrations.createdAt), desc(pendingRegistrations.id))
    .limit(keep);
  await db
    .delete(pendingRegistrations)
    .where(and(eq(pendingRegistrations.userId, userId), notInArray(pendingRegistrations.id, newest)));
}

export async function deleteRegistration(db: Tx, id: number): Promise<void> {
  await db.delete(pendingRegistrations).where(eq(pendingRegistrations.id, id));
}

export async function deleteToken(db: Tx, tokenHash: string): Promise<void> {
  await db.delete(userTokens).where(eq(userTokens.tokenHash, tokenHash));
}

/**
 * Activates a pending account with the names and password of one of its registrations (none: as
 * the account row has them). The other registrations are dropped; every activation link of the
 * account is marked used, so it answers "already active" from then on. False when it was active.
 */
export async function activateAccount(
  db: Tx,
  userId: number,
  registration: Registration | undefined,
): Promise<boolean> {
  const chosen = registration
    ? { firstName: registration.firstName, lastName: registration.lastName, passwordHash: registration.passwordHash }
    : {};
  const rows = await db
    .update(users)
    .set({ ...chosen, activatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.activatedAt)))
    .returning({ id: users.id });
  if (rows.length === 0) return false;
  await db.delete(pendingRegistrations).where(eq(pendingRegistrations.userId, userId));
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'activation'), isNull(userTokens.usedAt)));
  return true;
}

/** Sets a password and records when, so the guards refuse sessions opened before it. */
export async function setPassword(
  db: Tx,
  userId: number,
  passwordHash: string,
  changedAt: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: changedAt })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function deleteUser(db: Tx, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function insertToken(
  db: Tx,
  token: { userId: number; purpose: TokenPurpose; tokenHash: string; validForMinutes?: number },
): Promise<void> {
  await db.insert(userTokens).values({
    userId: token.userId,
    purpose: token.purpose,
    tokenHash: token.tokenHash,
    expiresAt: token.validForMinutes ? sql`now() + (${token.validForMinutes}::int * interval '1 minute')` : null,
  });
}

export async function findTokenUser(db: Tx, purpose: TokenPurpose, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(and(eq(userTokens.purpose, purpose), eq(userTokens.tokenHash, tokenHash)));
  return row?.userId;
}

export async function markTokenUsed(db: Tx, tokenHash: string): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.tokenHash, tokenHash), isNull(userTokens.usedAt)));
}

const usableReset = (tokenHash: string) =>
  and(
    eq(userTokens.tokenHash, tokenHash),
    eq(userTokens.purpose, 'password_reset'),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, sql`now()`),
  );

/** The user a still-usable reset token belongs to. */
export async function findUsableResetToken(db: Tx, tokenHash: string): Promise<number | undefined> {
  const [row] = await db.select({ userId: userTokens.userId }).from(userTokens).where(usableReset(tokenHash));
  return row?.userId;
}

/** Uses the token up atomically: of two requests with one token only one gets the user id. */
export async function consumeResetToken(db: Tx, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(usableReset(tokenHash))
    .returning({ userId: userTokens.userId });
  return row?.userId;
}

/** After a reset, the other reset links of the account stop working. */
export async function expireResetTokens(db: Tx, userId: number): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'password_reset'), isNull(userTokens.usedAt)));
}

/** Records a token as ended; revocations of tokens that have expired anyway are dropped meanwhile. */
export async function revokeSession(db: Tx, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedSessions).values({ tokenHash, expiresAt }).onConflictDoNothing();
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, sql`now()`));
}

/**
 * The user a session names, and whether the session was revoked under any of `revocationKeys`:
 * one query, read on every guarded request.
 */
export async function sessionUser(
  db: Tx,
  userId: number,
  revocationKeys: readonly string[],
): Promise<{ user: UserRow; revoked: boolean } | undefined> {
  const [row] = await db
    .select({
      user: users,
      revoked: sql<boolean>`exists (select 1 from ${revokedSessions} where ${inArray(revokedSessions.tokenHash, [...revocationKeys])})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
