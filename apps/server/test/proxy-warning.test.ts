import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

/** An app whose log lines are kept, on an in-memory database: the warning is what is tested. */
async function appWithLog(trustProxy: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'burgers-proxy-'));
  const lines: Array<{ level: number; msg: string }> = [];
  const database = await openDatabase({ dataDir, inMemory: true });
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
  const get = (headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${address.port}/api/health`, { headers });
  const close = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { lines, get, close };
}

const proxyWarnings = (lines: Array<{ level: number; msg: string }>) => lines.filter((line) => line.msg.includes('TRUST_PROXY'));

describe('a server behind a proxy it was not told to trust', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('warns once, when the first request with X-Forwarded-For arrives', async () => {
    const server = await appWithLog('false');
    close = server.close;
    await server.get();
    expect(proxyWarnings(server.lines)).toEqual([]);
    for (let i = 0; i < 3; i++) await server.get({ 'x-forwarded-for': `203.0.113.${i + 1}` });
    const warnings = proxyWarnings(server.lines);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.level).toBe(40);
    expect(warnings[0]?.msg).toContain('set TRUST_PROXY to the proxy');
  });

  it('stays quiet when TRUST_PROXY names the proxy', async () => {
    const server = await appWithLog('127.0.0.1');
    close = server.close;
    await server.get({ 'x-forwarded-for': '203.0.113.1' });
    expect(proxyWarnings(server.lines)).toEqual([]);
  });
});
