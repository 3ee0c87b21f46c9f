import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#config';
import { dataDirInUse } from '#db/data-dir-lock';
import { freePort, killHard, useServerProcesses } from './support/server-process';

/**
 * The real server process on the embedded database (whatever TEST_DATABASE_URL says): what an
 * operator sees at start, and a restart straight after a kill -9 (an out-of-memory kill, a power
 * cut), inside a PID namespace like a container's, where the new server gets the dead one's pid 1.
 */
const servers = useServerProcesses();

const settings = (dataDir: string) => ({
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  WEB_DIST: path.join(dataDir, 'no-web'),
});

async function health(port: number): Promise<number> {
  return (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
}

describe('the server process', () => {
  it.each([
    ['outside a PID namespace', false],
    ['inside a PID namespace', true],
  ])(
    'starts again at once after kill -9 %s',
    async (_where, inPidNamespace) => {
      const dataDir = await servers.dataFolder('burgers-crash-', 'migrated');
      const port = await freePort();
      const first = await servers.start(settings(dataDir), { port, inPidNamespace });
      expect(await health(port)).toBe(200);
      await killHard(first);
      // The dead server's lock is no one's as soon as the process is gone (a namespace's server dies
      // a moment after its parent): the next start takes it over instead of waiting for it to go
      // stale, 15 s after its last refresh, which this wait stays well below.
      await expect.poll(() => dataDirInUse(dataDir), { timeout: 5_000 }).toBe(false);
      const second = await servers.start(settings(dataDir), { port, inPidNamespace });
      expect(await health(port)).toBe(200);
      await killHard(second);
    },
    120_000,
  );

  it('starts on an empty data folder, logging the public address and one loud line when payments are simulated', async () => {
    // An empty folder, as on a first start: the database is created and migrated.
    const dataDir = await servers.dataFolder('burgers-start-', 'empty');
    const server = await servers.start(settings(dataDir));
    expect(await health(server.port)).toBe(200);
    expect(server.output()).toMatch(/public address \(PUBLIC_URL\): http:\/\/localhost:\d+/);
    expect(server.output().match(/PAYMENTS ARE SIMULATED/g)).toHaveLength(1);
    await killHard(server);
  }, 60_000);
});

describe('the sandbox on a public address', () => {
  it('refuses to start unless PAYMENTS=sandbox is set explicitly, saying why', () => {
    expect(() =>
      loadConfig({ PUBLIC_URL: 'https://burgers.example', DATA_DIR: os.tmpdir(), JWT_SECRET: 'x'.repeat(32) }),
    ).toThrow(/PUBLIC_URL https:\/\/burgers\.example is not a local address.*anyone can approve their own order/);
    expect(
      loadConfig({
        PUBLIC_URL: 'https://burgers.example',
        PAYMENTS: 'sandbox',
        DATA_DIR: os.tmpdir(),
        JWT_SECRET: 'x'.repeat(32),
      }).payments,
    ).toBe('sandbox');
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://127.1.2.3', 'http://[::1]:3000']) {
      expect(loadConfig({ PUBLIC_URL: local, DATA_DIR: os.tmpdir(), JWT_SECRET: 'x'.repeat(32) }).payments).toBe(
        'sandbox',
      );
    }
  });
});
