import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#db/client';
import { backupSourceOf, takeBackup, uploadsDir } from '#ops/backup/backup';
import { restoreBackupFile } from '#ops/backup/restore-file';
import { persistedVapidKeys } from '#vapid-keys';
import { contentsOf, filesOf, fillShop } from './support/backup-fixtures';
import { useTestApp } from './support/test-app';

/**
 * A shop moving between databases: PostgreSQL -> the embedded database (a copy on a laptop) ->
 * PostgreSQL again (a shop that outgrew one machine), every row, sequence and image unchanged, and
 * the push keys the staff's notice subscriptions were made with.
 */
const folders: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('a backup of the embedded database restored into PostgreSQL, and back', () => {
  const { t } = useTestApp();

  it('keeps every row, sequence, image and the push keys', async () => {
    await fillShop(t);
    const expected = await contentsOf(t.app.ctx.db);
    const images = filesOf(uploadsDir(t.config.dataDir));
    const fromPostgres = await takeBackup(
      backupSourceOf(t.app.ctx),
      path.join(tempDir('burgers-move-'), 'postgres.backup.gz'),
    );

    const embeddedDir = tempDir('burgers-embedded-');
    await restoreBackupFile(fromPostgres.file, { dataDir: embeddedDir }, { force: false });
    const embedded = await openDatabase({ dataDir: embeddedDir });
    let fromEmbedded;
    try {
      expect(await contentsOf(embedded.db)).toEqual(expected);
      expect(persistedVapidKeys(embeddedDir)).toEqual(t.config.push.vapid);
      fromEmbedded = await takeBackup(
        // The pair the embedded shop would sign with: the one the restore put in its folder.
        {
          db: embedded.db,
          kind: embedded.kind,
          dataDir: embeddedDir,
          now: () => new Date(),
          pushKeys: persistedVapidKeys(embeddedDir),
        },
        path.join(tempDir('burgers-move-'), 'embedded.backup.gz'),
      );
    } finally {
      await embedded.close();
    }

    const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    const name = `burgers_moved_${randomBytes(5).toString('hex')}`;
    await admin.unsafe(`create database ${name}`);
    try {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const movedDir = tempDir('burgers-moved-');
      const restored = await restoreBackupFile(
        fromEmbedded.file,
        { dataDir: movedDir, databaseUrl: url.toString() },
        { force: false },
      );
      // On PostgreSQL the VAPID_* variables carry the keys: the pair is left in the folder for them.
      expect(restored.pushKeysFile).toBe(path.join(movedDir, 'vapid-keys.json'));
      expect(JSON.parse(readFileSync(restored.pushKeysFile!, 'utf8'))).toEqual(t.config.push.vapid);
      const moved = await openDatabase({ dataDir: movedDir, databaseUrl: url.toString() });
      try {
        expect(await contentsOf(moved.db)).toEqual(expected);
        expect(filesOf(uploadsDir(movedDir))).toEqual(images);
      } finally {
        await moved.close();
      }
      // Not empty any more: refused, unless forced.
      await expect(
        restoreBackupFile(fromEmbedded.file, { dataDir: movedDir, databaseUrl: url.toString() }, { force: false }),
      ).rejects.toThrow(/not empty.*--force/);
      await restoreBackupFile(fromEmbedded.file, { dataDir: movedDir, databaseUrl: url.toString() }, { force: true });
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 300_000);
});
