import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '#db/client';
import { demoIdpRecords } from '#db/schema';

/**
 * oidc-provider's storage in the shop's database, so sessions, interactions and codes work
 * whichever server instance a request reaches, and survive restarts.
 */
export function createDemoIdpAdapter(db: Db) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return and(eq(demoIdpRecords.model, this.model), eq(demoIdpRecords.id, id));
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const values = {
        payload,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt,
      };
      await db
        .insert(demoIdpRecords)
        .values({ model: this.model, id, ...values })
        .onConflictDoUpdate({ target: [demoIdpRecords.model, demoIdpRecords.id], set: values });
      // Each new interaction sweeps what has expired, so the table does not grow without end.
      if (this.model === 'Interaction') await db.delete(demoIdpRecords).where(lt(demoIdpRecords.expiresAt, sql`now()`));
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: demoIdpRecords.payload, expiresAt: demoIdpRecords.expiresAt })
        .from(demoIdpRecords)
        .where(and(eq(demoIdpRecords.model, this.model), condition));
      if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
      return row.payload as AdapterPayload;
    }

    async find(id: string) {
      return this.findWhere(eq(demoIdpRecords.id, id));
    }

    async findByUid(uid: string) {
      return this.findWhere(eq(demoIdpRecords.uid, uid));
    }

    async findByUserCode(userCode: string) {
      return this.findWhere(eq(demoIdpRecords.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(demoIdpRecords)
        .set({
          payload: sql`${demoIdpRecords.payload} || jsonb_build_object('consumed', ${Math.floor(Date.now() / 1000)}::int)`,
        })
        .where(this.key(id));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(demoIdpRecords).where(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(demoIdpRecords).where(eq(demoIdpRecords.grantId, grantId));
    }
  };
}

export interface DemoIdpSecrets {
  /** The RS256 signing key as a private JWK. */
  signingKey: Record<string, unknown>;
  /** Signs the provider's cookies. */
  cookieKeys: string[];
}

/**
 * The provider's signing key and cookie keys, made once and kept in the database: every instance
 * and every restart signs with the same key, so tokens and sessions stay valid. Two instances
 * starting together both try to insert; the first row wins and both read it back.
 */
export async function loadDemoIdpSecrets(db: Db): Promise<DemoIdpSecrets> {
  const id = 'current';
  const model = 'DemoIdpSecrets';
  const where = and(eq(demoIdpRecords.model, model), eq(demoIdpRecords.id, id));
  const read = async () =>
    (await db.select().from(demoIdpRecords).where(where))[0]?.payload as DemoIdpSecrets | undefined;
  const existing = await read();
  if (existing) return existing;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  const fresh: DemoIdpSecrets = {
    signingKey: { ...jwk, use: 'sig', alg: 'RS256', kid: randomBytes(8).toString('hex') },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  await db.insert(demoIdpRecords).values({ model, id, payload: fresh }).onConflictDoNothing();
  const saved = await read();
  if (!saved) throw new Error('demo identity provider secrets were not saved');
  return saved;
}

/** The demo's people: what was typed on its sign-in page, under a subject derived from the email. */
export interface DemoAccount {
  email: string;
  givenName: string;
  familyName: string;
}

export async function saveDemoAccount(db: Db, subject: string, account: DemoAccount): Promise<void> {
  await db
    .insert(demoIdpRecords)
    .values({ model: 'DemoAccount', id: subject, payload: account })
    .onConflictDoUpdate({ target: [demoIdpRecords.model, demoIdpRecords.id], set: { payload: account } });
}

export async function findDemoAccount(db: Db, subject: string): Promise<DemoAccount | undefined> {
  const [row] = await db
    .select({ payload: demoIdpRecords.payload })
    .from(demoIdpRecords)
    .where(and(eq(demoIdpRecords.model, 'DemoAccount'), eq(demoIdpRecords.id, subject)));
  return row?.payload as DemoAccount | undefined;
}
