import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '@burgers/domain/types';
import { buildApp } from '#app';
import { loadConfig } from '#config';
import { openDatabase, type DatabaseHandle } from '#db/client';
import { insertProduct } from './support/catalogue-fixtures';
import { apiClient, type TestApp } from './support/test-app';
import { insertUser, type TestUser } from './support/user-fixtures';

/*
 * Two server instances on one PostgreSQL database, as behind a load balancer. Only PostgreSQL can
 * be shared, so vitest.config.ts includes this file when TEST_DATABASE_URL is set.
 */

const adminUrl = process.env.TEST_DATABASE_URL ?? '';

async function startInstance(databaseUrl: string, jwtSecret: string): Promise<TestApp & { database: DatabaseHandle }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'burgers-instance-'));
  const database = await openDatabase({ dataDir, databaseUrl });
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    JWT_SECRET: jwtSecret,
    SEED_DEMO: 'false',
    DATABASE_URL: databaseUrl,
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp(config, { database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    config,
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('two instances on one database', () => {
  const name = `burgers_test_${randomBytes(6).toString('hex')}`;
  const server = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const jwtSecret = randomBytes(32).toString('hex');
  let one: TestApp;
  let two: TestApp;
  let admin: TestUser;
  const apiOne = apiClient(() => one.baseUrl);
  const apiTwo = apiClient(() => two.baseUrl);

  beforeAll(async () => {
    await server.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    one = await startInstance(url.toString(), jwtSecret);
    two = await startInstance(url.toString(), jwtSecret);
    admin = await insertUser(one, { role: 'admin' });
    await insertProduct(one, { type: 'burgers', name: 'Hamburguesa Clásica', price: 8500 });
  });

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await server.unsafe(`drop database if exists ${name} with (force)`);
    await server.end();
  });

  /** The other instance learns of a commit by NOTIFY, milliseconds later: poll briefly for it. */
  async function namesOn(api: typeof apiOne): Promise<string[]> {
    return (await api<Product[]>('GET', '/products')).body.map((p) => p.name);
  }

  it('drops the other instance’s cached menu when one instance changes a product', async () => {
    // Both instances keep the menu.
    expect(await namesOn(apiOne)).toEqual(['Hamburguesa Clásica']);
    expect(await namesOn(apiTwo)).toEqual(['Hamburguesa Clásica']);
    const menuOne = await apiOne<Product[]>('GET', '/products');
    const id = menuOne.body[0]?.id;

    const created = await apiOne<Product>('POST', '/fries', {
      token: admin.token,
      body: { name: 'Papas rústicas', price: 3200, isVeggie: true, size: 'Grande' },
    });
    expect(created.status).toBe(201);
    // The writing instance answers its own write with the new menu at once.
    expect(await namesOn(apiOne)).toEqual(['Hamburguesa Clásica', 'Papas rústicas']);
    await vi.waitFor(async () => expect(await namesOn(apiTwo)).toEqual(['Hamburguesa Clásica', 'Papas rústicas']), {
      timeout: 2000,
      interval: 5,
    });

    // A deactivation on the second instance reaches the first one's detail and menu.
    expect((await apiOne('GET', `/products/${id}`)).status).toBe(200);
    expect((await apiTwo('DELETE', `/burgers/${id}`, { token: admin.token })).status).toBe(200);
    await vi.waitFor(async () => expect((await apiOne('GET', `/products/${id}`)).status).toBe(404), {
      timeout: 2000,
      interval: 5,
    });
    expect(await namesOn(apiOne)).toEqual(['Papas rústicas']);
  });

  it('never keeps a menu read while a change was committing', async () => {
    // Reads race with writes on the other instance; once the last write's NOTIFY arrived, every
    // answer must show it (a build that read before a commit is dropped with the rest).
    for (let round = 1; round <= 5; round++) {
      const reads = Array.from({ length: 10 }, () => apiTwo('GET', '/products'));
      const write = apiOne('POST', '/beverages', {
        token: admin.token,
        body: {
          name: `Limonada ${round}`,
          price: 1500,
          isVeggie: true,
          size: 'Chico',
          isCarbonated: false,
          isSugar: false,
        },
      });
      await Promise.all([...reads, write]);
      await vi.waitFor(async () => expect(await namesOn(apiTwo)).toContain(`Limonada ${round}`), {
        timeout: 2000,
        interval: 5,
      });
      // And it stays: no late build of an older menu replaces it.
      const settled = await Promise.all(Array.from({ length: 5 }, () => namesOn(apiTwo)));
      for (const names of settled) expect(names).toContain(`Limonada ${round}`);
    }
  });
});
