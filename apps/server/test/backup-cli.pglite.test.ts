import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { users } from '#db/schema';
import { serverRoot } from '#server-root';
import { useServerProcesses } from './support/server-process';

/**
 * `npm run backup` (the built command, dist/backup.js, which the global setup builds) while the shop runs on the embedded database (the running server writes it), and
 * `npm run restore`'s answers, as the commands themselves.
 */
const { tempDir, dataFolder, start } = useServerProcesses();

function cli(args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['dist/backup.js', ...args],
      { cwd: serverRoot, env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

describe('npm run backup and restore as commands', () => {
  it('backs up the running shop, prints path, size and checksum, and restores it elsewhere', async () => {
    const dataDir = await dataFolder('burgers-cli-', 'migrated', async (db) => {
      await db
        .insert(users)
        .values({ firstName: 'Carla', lastName: 'Cliente', email: 'carla@correo.test', role: 'customer' });
    });
    const server = await start({ DATA_DIR: dataDir, SEED_DEMO: 'false', WEB_DIST: path.join(dataDir, 'no-web') });
    const env = { DATA_DIR: dataDir, PORT: String(server.port), HOST: '127.0.0.1' };
    const file = path.join(tempDir('burgers-cli-out-'), 'shop.backup.gz');

    const backup = await cli(['backup', file], env);
    expect(backup.out).toContain(`Backup written: ${file}`);
    const sha256 = createHash('sha256').update(readFileSync(file)).digest('hex');
    expect(backup.out).toContain(`SHA-256: ${sha256}`);
    expect(backup.out).toMatch(new RegExp(`Size: .*\\(${readFileSync(file).length} bytes\\)`));
    expect(backup.code).toBe(0);
    const health = (await (await fetch(`${server.baseUrl}/api/health`)).json()) as { lastBackup: string | null };
    expect(health.lastBackup).not.toBeNull();

    // Into the running shop's own folder: refused.
    const busy = await cli(['restore', file], env);
    expect(busy.code).toBe(1);
    expect(busy.out).toMatch(/in use by a running server/);

    const target = tempDir('burgers-cli-target-');
    rmSync(target, { recursive: true });
    const restored = await cli(['restore', file], { DATA_DIR: target });
    expect(restored.out).toMatch(/Restored into the embedded database in .*: \d+ tables, \d+ rows/);
    expect(restored.out).toContain(
      `Push keys restored to ${path.join(target, 'vapid-keys.json')}; notices keep working.`,
    );
    expect(restored.code).toBe(0);
    expect(readFileSync(path.join(target, 'vapid-keys.json'), 'utf8')).toBe(
      readFileSync(path.join(dataDir, 'vapid-keys.json'), 'utf8'),
    );

    const again = await cli(['restore', file], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/is not empty: restore into an empty one, or add --force/);

    const damaged = path.join(path.dirname(file), 'damaged.backup.gz');
    const bytes = readFileSync(file);
    bytes[bytes.length - 100]! ^= 0xff;
    writeFileSync(damaged, bytes);
    const fresh = path.join(target, 'never');
    const refused = await cli(['restore', damaged], { DATA_DIR: fresh });
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('is damaged or incomplete (its checksum does not match); nothing was restored.');
    expect(existsSync(fresh)).toBe(false);
  }, 300_000);
});
