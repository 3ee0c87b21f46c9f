import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#db/client';

// These open PGlite whatever TEST_DATABASE_URL says: they are about the embedded database itself.
// Each creates an on-disk cluster with fsync on, which takes long on a busy machine: hence the time allowed.
describe('the embedded database', () => {
  const opened: DatabaseHandle[] = [];
  const folders: string[] = [];
  function tempDir() {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'burgers-db-'));
    folders.push(dir);
    return dir;
  }
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.close();
    for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('runs with fsync on, so a committed order survives a crash', async () => {
    const db = await openDatabase({ dataDir: tempDir() });
    opened.push(db);
    const result = await db.db.execute(sql`show fsync`);
    expect(JSON.stringify(result)).toContain('"fsync":"on"');
  }, 120_000);

  it('refuses to open a data folder that is already open, and opens it again once closed', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use/);
    await first.close();
    const again = await openDatabase({ dataDir });
    opened.push(again);
    const result = await again.db.execute(sql`select count(*)::int as n from users`);
    expect(JSON.stringify(result)).toContain('"n":0');
  }, 120_000);

  it('takes over the lock a crashed process left behind', async () => {
    const dataDir = tempDir();
    // A pid far above any live process stands for a server that died without closing.
    writeFileSync(path.join(dataDir, 'pglite.lock'), '999999999');
    const db = await openDatabase({ dataDir });
    opened.push(db);
    expect(db.kind).toBe('pglite');
  }, 120_000);
});
