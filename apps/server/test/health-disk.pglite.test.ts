import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject, afterAll, describe, expect, it } from 'vitest';
import { killHard, useServerProcesses } from './support/server-process';

/**
 * The health check on a really full disk: the shop's data folder on a small filesystem of its own
 * (a tmpfs), filled up while the server runs. Rewriting a row still works there; growing does not.
 */
const servers = useServerProcesses();
let mounted: string | undefined;

afterAll(() => {
  if (!mounted) return;
  execFileSync('umount', ['-l', mounted]);
  rmSync(mounted, { recursive: true, force: true });
});

describe('the health check on a full filesystem', () => {
  it('answers 503 database_cannot_write once the disk is full, and 200 again once there is room', async () => {
    const template = inject('pgliteDataDir');
    if (!template) throw new Error('no migrated data folder: this test runs in the PGlite step');
    mounted = path.join(servers.tempDir('burgers-small-disk-'), 'data');
    mkdirSync(mounted, { mode: 0o700 });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=96m,mode=0700', 'tmpfs', mounted]);
    cpSync(template, mounted, { recursive: true });
    const server = await servers.start({
      DATA_DIR: mounted,
      SEED_DEMO: 'false',
      WEB_DIST: path.join(mounted, 'no-web'),
    });
    const health = async () => {
      const res = await fetch(`${server.baseUrl}/api/health`);
      return { status: res.status, body: (await res.json()) as { reason?: string } };
    };
    expect((await health()).status).toBe(200);

    // Everything that is left, taken by one file.
    const filler = path.join(mounted, 'filler');
    const { bavail, bsize } = statfsSync(mounted);
    try {
      writeFileSync(filler, Buffer.alloc(Number(bavail) * Number(bsize)));
    } catch {
      // ENOSPC once it is full: the point.
    }
    expect(await health()).toMatchObject({ status: 503, body: { reason: 'database_cannot_write' } });
    rmSync(filler);
    expect((await health()).status).toBe(200);
    await killHard(server);
  }, 120_000);
});
