import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { revokedSessions, users, userTokens } from '../../db/schema';
import type { UserRow } from '../../plugins/auth';

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

/** Only the newest activation mail works, so it activates the password chosen last. */
export async function deleteActivationTokens(db: Tx, userId: number): Promise<void> {
  await db.delete(userTokens).where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'activation')));
}

/** Sets a password and records when, so the guards refuse sessions opened before it. */
export async function setPassword(db: Tx, userId: number, passwordHash: string, changedAt: Date): Promise<UserRow | undefined> {
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

/** True when this call activated the account, false when it was active already. */
export async function activateUser(db: Tx, userId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ activatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.activatedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
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
