import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { linkedIdentities, oidcLoginCodes, oidcLoginTransactions, users } from '#db/schema';
import type { UserRow } from '#http/auth';

export async function saveTransaction(
  db: Tx,
  transaction: { stateHash: string; nonce: string; codeVerifier: string; validForSeconds: number },
): Promise<void> {
  await db.insert(oidcLoginTransactions).values({
    stateHash: transaction.stateHash,
    nonce: transaction.nonce,
    codeVerifier: transaction.codeVerifier,
    expiresAt: sql`now() + (${transaction.validForSeconds}::int * interval '1 second')`,
  });
  // Abandoned sign-ins leave rows behind; each new one sweeps the expired ones.
  await db.delete(oidcLoginTransactions).where(sql`${oidcLoginTransactions.expiresAt} < now()`);
}

/** Takes a sign-in's checks out, once: of two callbacks with one state only one gets them. */
export async function consumeTransaction(
  db: Tx,
  stateHash: string,
): Promise<{ nonce: string; codeVerifier: string } | undefined> {
  const [row] = await db
    .delete(oidcLoginTransactions)
    .where(and(eq(oidcLoginTransactions.stateHash, stateHash), gt(oidcLoginTransactions.expiresAt, sql`now()`)))
    .returning({ nonce: oidcLoginTransactions.nonce, codeVerifier: oidcLoginTransactions.codeVerifier });
  return row;
}

export async function findLinkedUser(db: Tx, issuer: string, subject: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(linkedIdentities)
    .innerJoin(users, eq(users.id, linkedIdentities.userId))
    .where(and(eq(linkedIdentities.issuer, issuer), eq(linkedIdentities.subject, subject)));
  return row?.user;
}

export async function linkIdentity(
  db: Tx,
  identity: { issuer: string; subject: string; userId: number },
): Promise<void> {
  await db.insert(linkedIdentities).values(identity).onConflictDoNothing();
}

export interface NewSocialUser {
  firstName: string;
  lastName: string;
  email: string;
  imgUri: string | null;
}

/** An active customer with no password; undefined when the email was taken meanwhile. */
export async function insertSocialCustomer(db: Tx, user: NewSocialUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...user, passwordHash: null, role: 'customer', activatedAt: new Date() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function saveLoginCode(
  db: Tx,
  code: { codeHash: string; userId: number; validForSeconds: number },
): Promise<void> {
  await db.insert(oidcLoginCodes).values({
    codeHash: code.codeHash,
    userId: code.userId,
    expiresAt: sql`now() + (${code.validForSeconds}::int * interval '1 second')`,
  });
  await db.delete(oidcLoginCodes).where(sql`${oidcLoginCodes.expiresAt} < now()`);
}

/** Uses a login code up, once; an expired or unknown code gives nothing. */
export async function consumeLoginCode(db: Tx, codeHash: string): Promise<number | undefined> {
  const [row] = await db
    .delete(oidcLoginCodes)
    .where(and(eq(oidcLoginCodes.codeHash, codeHash), gt(oidcLoginCodes.expiresAt, sql`now()`)))
    .returning({ userId: oidcLoginCodes.userId });
  return row?.userId;
}
