import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '#config';
import { openDatabase } from '#db/client';
import { backupSourceOf, takeBackup, uploadsDir } from '#ops/backup/backup';
import { BackupFileError } from '#ops/backup/file-format';
import { RestoreError } from '#ops/backup/restore';
import { restoreBackupFile } from '#ops/backup/restore-file';
import { generateVapidKeys, persistedVapidKeys } from '#vapid-keys';
import { contentsOf, filesOf, fillShop } from './support/backup-fixtures';
import { placePaidOrder } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import type { TestUser } from './support/user-fixtures';

const folders: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
const databases: string[] = [];
const adminUrl = process.env.TEST_DATABASE_URL;
afterAll(async () => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  if (!adminUrl || databases.length === 0) return;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  for (const name of databases) await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
});

type Target = Pick<Config, 'dataDir' | 'databaseUrl'>;

/**
 * A new, empty place to restore into, of the step's kind: a new embedded database folder, or in the
 * PostgreSQL step a new database on the server of TEST_DATABASE_URL (the moves between the two
 * kinds are backup-move.postgres.test.ts's).
 */
async function newTarget(): Promise<Target> {
  const dataDir = tempDir('burgers-restored-');
  if (!adminUrl) return { dataDir };
  const name = `burgers_restore_${randomBytes(5).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  databases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

/** Restores into a new target and reads back what is in it. */
async function restoreIntoNew(file: string) {
  const target = await newTarget();
  const summary = await restoreBackupFile(file, target, { force: false });
  const database = await openDatabase(target);
  try {
    return { summary, target, contents: await contentsOf(database.db), files: filesOf(uploadsDir(target.dataDir)) };
  } finally {
    await database.close();
  }
}

describe('npm run backup / npm run restore', () => {
  const { t } = useTestApp();
  let customer: TestUser;
  let burger: number;
  const source = () => backupSourceOf(t.app.ctx);

  beforeAll(async () => {
    ({ customer, burger } = await fillShop(t));
  });

  it('takes a consistent backup while checkouts keep being paid, and it restores whole', async () => {
    let stop = false;
    let placed = 0;
    const loop = (async () => {
      while (!stop) {
        await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
        placed++;
      }
    })();
    while (placed < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    const placedBefore = placed;
    const written = await takeBackup(source(), path.join(tempDir('burgers-backup-'), 'during-load.backup.gz'));
    const placedAfter = placed;
    while (placed < placedAfter + 2) await new Promise((resolve) => setTimeout(resolve, 20));
    stop = true;
    await loop;

    expect(written.size).toBeGreaterThan(0);
    expect(written.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(gunzipSync(readFileSync(written.file)).toString()).toContain('"kind":"backup"');

    const restored = await restoreIntoNew(written.file);
    const orders = restored.contents.orders!.map((row) => JSON.parse(row) as { id: number; status: string });
    const lines = restored.contents.order_lines!.map((row) => JSON.parse(row) as { order_id: number });
    // A snapshot: between the orders before and after it, and every order with its lines.
    // (the fixture's order, those paid before the backup began, at most those under way meanwhile)
    expect(orders.length).toBeGreaterThanOrEqual(1 + placedBefore);
    expect(orders.length).toBeLessThanOrEqual(1 + placedAfter + 1);
    expect(orders.length).toBeLessThan(1 + placed);
    for (const order of orders) expect(lines.some((line) => line.order_id === order.id)).toBe(true);
    expect(restored.files).toEqual(filesOf(uploadsDir(t.config.dataDir)));
  }, 300_000);

  /** Where the exact restore below wrote, which the last test finds not empty. */
  let restoredTarget: Target | undefined;

  it('restores every row, sequence and image exactly, a table of years read in parts included', async () => {
    // More rows than one read of a table's cursor takes (database-dump.ts reads 1,000 at a time).
    await t.app.ctx.db.execute(
      sql`insert into activity_log (actor_name, action, target)
          select 'Ana', 'order.refunded', 'Pedido ' || n from generate_series(1, 2345) as n`,
    );
    const written = await takeBackup(source(), path.join(tempDir('burgers-backup-'), 'quiet.backup.gz'));
    const expected = await contentsOf(t.app.ctx.db);
    expect(expected.reviews).toHaveLength(1);
    expect(expected.activity_log!.length).toBeGreaterThanOrEqual(2345);
    const images = filesOf(uploadsDir(t.config.dataDir));
    expect(Object.keys(images)).toHaveLength(3);

    const restored = await restoreIntoNew(written.file);
    restoredTarget = restored.target;
    expect(restored.contents.activity_log).toEqual(expected.activity_log);
    expect(restored.contents).toEqual(expected);
    expect(restored.files).toEqual(images);
    expect(restored.summary.files).toBe(3);
    // The staff's notice subscriptions in those rows were made with the shop's push keys: they come too.
    expect(persistedVapidKeys(restored.target.dataDir)).toEqual(t.config.push.vapid);
  }, 300_000);

  it('refuses a truncated file and a file with one byte changed, writing nothing', async () => {
    const written = await takeBackup(source(), path.join(tempDir('burgers-backup-'), 'good.backup.gz'));
    const bytes = readFileSync(written.file);
    const damaged = tempDir('burgers-damaged-');
    const truncated = path.join(damaged, 'truncated.backup.gz');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    const flipped = path.join(damaged, 'flipped.backup.gz');
    const changed = Buffer.from(bytes);
    changed[Math.floor(changed.length / 2)]! ^= 0x01;
    writeFileSync(flipped, changed);
    const header = path.join(damaged, 'header.backup.gz');
    const changedHeader = Buffer.from(bytes);
    changedHeader[5]! ^= 0x01;
    writeFileSync(header, changedHeader);

    for (const file of [truncated, flipped, header]) {
      const target = path.join(damaged, `target-${path.basename(file)}`);
      await expect(restoreBackupFile(file, { dataDir: target }, { force: false })).rejects.toThrow(BackupFileError);
      await expect(restoreBackupFile(file, { dataDir: target }, { force: false })).rejects.toThrow(
        /damaged or incomplete.*nothing was restored/,
      );
      expect(existsSync(target)).toBe(false);
    }
  }, 300_000);

  it('refuses a database that is not empty unless forced', async () => {
    const written = await takeBackup(source(), path.join(tempDir('burgers-backup-'), 'again.backup.gz'));
    // The target a restore above filled (or, run alone, one filled here).
    const target = restoredTarget ?? (await restoreIntoNew(written.file)).target;
    await expect(restoreBackupFile(written.file, target, { force: false })).rejects.toThrow(RestoreError);
    await expect(restoreBackupFile(written.file, target, { force: false })).rejects.toThrow(/not empty.*--force/);
    // The folder's own key pair gives way to the backup's, which its subscriptions were made with.
    writeFileSync(path.join(target.dataDir, 'vapid-keys.json'), JSON.stringify(generateVapidKeys()));
    const forced = await restoreBackupFile(written.file, target, { force: true });
    expect(forced.files).toBe(3);
    expect(persistedVapidKeys(target.dataDir)).toEqual(t.config.push.vapid);
    expect(readdirSync(uploadsDir(target.dataDir))).toHaveLength(3);
  }, 300_000);
});
