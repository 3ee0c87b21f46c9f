import { chmodSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { killHard, useServerProcesses } from './support/server-process';

/**
 * The data folder holds password hashes and personal data: made 0700 with files only the shop's
 * user can read, and a folder open to others is refused at start with the fix in the message.
 */
const servers = useServerProcesses();

const settings = (dataDir: string) => ({
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  WEB_DIST: path.join(dataDir, 'no-web'),
});

/** Every folder and file under `dir` with its permission bits. */
function modesUnder(dir: string): Array<[string, number]> {
  const found: Array<[string, number]> = [[dir, statSync(dir).mode & 0o777]];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isFile() || entry.isDirectory()) found.push([full, statSync(full).mode & 0o777]);
  }
  return found;
}

describe('the data folder', () => {
  it('is created 0700, and nothing the shop writes in it is open to other users', async () => {
    const dataDir = path.join(servers.tempDir('burgers-private-'), 'data');
    const server = await servers.start(settings(dataDir));
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    await killHard(server);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const modes = modesUnder(dataDir);
    expect(modes.length).toBeGreaterThan(100);
    // Every folder, the session secret and the push keys; the database's files as it left them at start.
    const open = modes.filter(([file, mode]) => (mode & 0o077) !== 0 && statSync(file).isDirectory());
    expect(open).toEqual([]);
    for (const file of ['jwt-secret', 'vapid-keys.json'])
      expect(modes.find(([name]) => name === path.join(dataDir, file))?.[1]).toBe(0o600);
    expect(modes.filter(([, mode]) => (mode & 0o077) !== 0).length).toBeLessThan(modes.length / 10);
  }, 120_000);

  it('refuses to start when other users may enter it, saying how to fix it', async () => {
    const dataDir = path.join(servers.tempDir('burgers-open-'), 'data');
    const first = await servers.start(settings(dataDir));
    await killHard(first);
    chmodSync(dataDir, 0o755);
    await expect(servers.start(settings(dataDir))).rejects.toThrow(
      new RegExp(`exited with 1:[\\s\\S]*open to other users[\\s\\S]*chmod -R go-rwx ${dataDir}`),
    );
    chmodSync(dataDir, 0o700);
    const again = await servers.start(settings(dataDir));
    expect((await fetch(`${again.baseUrl}/api/health`)).status).toBe(200);
    await killHard(again);
  }, 120_000);
});
