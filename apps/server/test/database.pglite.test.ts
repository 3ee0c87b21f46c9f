import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#db/client';
import { useServerProcesses } from './support/server-process';

// These open PGlite whatever TEST_DATABASE_URL says: they are about the embedded database itself,
// on disk, each in a copy of a migrated data folder (creating a cluster is the server process tests' part).
describe('the embedded database', () => {
  const opened: DatabaseHandle[] = [];
  const { dataFolder } = useServerProcesses();
  const tempDir = () => dataFolder('burgers-db-', 'migrated');
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.close();
  });

  it('runs with fsync on, so a committed order survives a crash', async () => {
    const db = await openDatabase({ dataDir: await tempDir() });
    opened.push(db);
    const result = await db.db.execute(sql`show fsync`);
    expect(JSON.stringify(result)).toContain('"fsync":"on"');
  });

  it('refuses to open a data folder that is already open, and opens it again once closed', async () => {
    const dataDir = await tempDir();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use/);
    await first.close();
    const again = await openDatabase({ dataDir });
    opened.push(again);
    const result = await again.db.execute(sql`select count(*)::int as n from users`);
    expect(JSON.stringify(result)).toContain('"n":0');
  });

  it('takes over the lock a crashed process left behind', async () => {
    const dataDir = await tempDir();
    // A pid far above any live process stands for a server that died without closing.
    writeFileSync(path.join(dataDir, 'pglite.lock'), '999999999');
    const db = await openDatabase({ dataDir });
    opened.push(db);
    expect(db.kind).toBe('pglite');
  });
});
