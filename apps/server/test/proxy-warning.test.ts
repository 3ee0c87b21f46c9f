import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app';
import { loadConfig } from '#config';
import type { DatabaseHandle } from '#db/client';
import { freshDatabase } from './support/test-app';

/** An app whose log lines are kept, on a database both apps share: the warning is what is tested. */
async function appWithLog(database: DatabaseHandle, trustProxy: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'burgers-proxy-'));
  const lines: Array<{ level: number; msg: string }> = [];
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'p'.repeat(32),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    TRUST_PROXY: trustProxy,
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp(config, {
    database,
    logStream: { write: (line) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const get = (headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${address.port}/api/health`, { headers });
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { lines, get, close };
}

const proxyWarnings = (lines: Array<{ level: number; msg: string }>) =>
  lines.filter((line) => line.msg.includes('TRUST_PROXY'));

describe('a server behind a proxy it was not told to trust', () => {
  let database: DatabaseHandle;
  let dropDatabase: (() => Promise<void>) | undefined;
  let untrusting: Awaited<ReturnType<typeof appWithLog>>;
  let trusting: Awaited<ReturnType<typeof appWithLog>>;
  beforeAll(async () => {
    ({ database, drop: dropDatabase } = await freshDatabase(os.tmpdir()));
    untrusting = await appWithLog(database, 'false');
    trusting = await appWithLog(database, '127.0.0.1');
  });
  afterAll(async () => {
    await untrusting?.close();
    await trusting?.close();
    await database?.close();
    await dropDatabase?.();
  });

  it('warns once, when the first request with X-Forwarded-For arrives', async () => {
    await untrusting.get();
    expect(proxyWarnings(untrusting.lines)).toEqual([]);
    for (let i = 0; i < 3; i++) await untrusting.get({ 'x-forwarded-for': `203.0.113.${i + 1}` });
    const warnings = proxyWarnings(untrusting.lines);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.level).toBe(40);
    expect(warnings[0]?.msg).toContain('set TRUST_PROXY to the proxy');
  });

  it('stays quiet when TRUST_PROXY names the proxy', async () => {
    await trusting.get({ 'x-forwarded-for': '203.0.113.1' });
    expect(proxyWarnings(trusting.lines)).toEqual([]);
  });
});
