import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { buildApp } from '#app';
import { loadConfig } from '#config';

/**
 * Several app instances on one PostgreSQL database, as a shop behind a balancer runs them: each
 * opens the database itself (migrations included) from the same DATABASE_URL and JWT_SECRET.
 * Self-contained on purpose, so it does not depend on how the other tests share databases.
 */

export interface Instance {
  baseUrl: string;
  app: Awaited<ReturnType<typeof buildApp>>;
}

export interface SharedDatabase {
  url: string;
  /** A connection of the test's own, to look at what the instances wrote. */
  sql: postgres.Sql;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the several-instances tests');
  return url;
}

/** An empty database with a random name, so parallel test runs never meet. */
export async function createSharedDatabase(): Promise<SharedDatabase> {
  const name = `burgers_instances_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
  return {
    url: url.toString(),
    sql,
    async drop() {
      await sql.end({ timeout: 5 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Starts `count` instances at the same moment on one database; all or none are returned. */
export async function startInstances(
  databaseUrl: string,
  count: number,
  env: Record<string, string> = {},
): Promise<{ instances: Instance[]; close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'burgers-instances-'));
  const sharedEnv = {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Every customer of these tests checks out from 127.0.0.1: the per-address limits on checkouts
    // and on unpaid holds per account and address (hoarding.test.ts tests them) would release holds
    // these tests count.
    CHECKOUT_LIMIT_PER_ACCOUNT: '100000',
    CHECKOUT_LIMIT_PER_IP: '100000',
    CHECKOUT_HOLDS_PER_ACCOUNT: '100000',
    CHECKOUT_HOLDS_PER_IP: '100000',
    ...env,
  };
  const started = await Promise.allSettled(
    Array.from({ length: count }, async (): Promise<Instance> => {
      const app = await buildApp(loadConfig(sharedEnv));
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      const baseUrl = `http://127.0.0.1:${address.port}`;
      app.ctx.config.publicUrl = baseUrl;
      return { app, baseUrl };
    }),
  );
  const instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const close = async () => {
    await Promise.all(instances.map((instance) => instance.app.close()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await close();
    throw failure.reason;
  }
  return { instances, close };
}
