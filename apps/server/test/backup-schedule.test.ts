import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { backupsDir, backupSourceOf } from '#ops/backup/backup';
import { scheduleBackups } from '#ops/backup/schedule';
import { fillShop } from './support/backup-fixtures';
import { useTestApp } from './support/test-app';

/** A logger that keeps what it was told. */
function recordingLog() {
  const entries: Array<{ level: string; message: string }> = [];
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      entries.push({ level, message: String(args.find((a) => typeof a === 'string') ?? '') });
  const log = {
    info: at('info'),
    error: at('error'),
    warn: at('warn'),
    debug: at('debug'),
  } as unknown as FastifyBaseLogger;
  return { log, entries };
}

describe('automatic backups (BACKUP_HOUR, BACKUP_KEEP) on a fake clock', () => {
  const { t, api } = useTestApp();
  let clock = new Date();
  const { log, entries } = recordingLog();
  const schedule = (hour = 4, keep = 2) =>
    scheduleBackups({
      source: { ...backupSourceOf(t.app.ctx), now: () => clock },
      hour,
      keep,
      log,
      everyMs: 0,
    });
  const files = () => readdirSync(backupsDir(t.config.dataDir)).sort();

  beforeAll(async () => {
    await fillShop(t);
  });

  it('takes one backup a store day from BACKUP_HOUR on, keeps BACKUP_KEEP, retries a failure the next hour', async () => {
    const backups = schedule();
    expect((await api('GET', '/health')).body).toMatchObject({ status: 'ok', lastBackup: null });

    // 03:30 in Buenos Aires (UTC-3): not yet.
    clock = new Date('2026-03-10T06:30:00Z');
    expect(await backups.check()).toBe('not-due');
    // 04:00 there: the day's backup.
    clock = new Date('2026-03-10T07:00:00Z');
    expect(await backups.check()).toBe('taken');
    expect(files()).toEqual(['burgers-2026-03-10T07-00-00Z.backup.gz']);
    expect((await api('GET', '/health')).body).toMatchObject({ lastBackup: '2026-03-10T07:00:00.000Z' });
    clock = new Date('2026-03-10T09:15:00Z');
    expect(await backups.check()).toBe('done-today');

    // The server was down at 4 the next day: it takes it as soon as it checks.
    clock = new Date('2026-03-11T13:20:00Z');
    expect(await backups.check()).toBe('taken');
    clock = new Date('2026-03-12T07:05:00Z');
    expect(await backups.check()).toBe('taken');
    // BACKUP_KEEP=2: the oldest went.
    expect(files()).toEqual(['burgers-2026-03-11T13-20-00Z.backup.gz', 'burgers-2026-03-12T07-05-00Z.backup.gz']);

    // The folder cannot be written: logged as an error, tried again the next hour, not before.
    rmSync(backupsDir(t.config.dataDir), { recursive: true });
    writeFileSync(backupsDir(t.config.dataDir), 'no soy una carpeta');
    clock = new Date('2026-03-13T07:00:00Z');
    expect(await backups.check()).toBe('failed');
    expect(entries.filter((e) => e.level === 'error').map((e) => e.message)).toEqual([
      'the automatic backup failed; it is tried again next hour',
    ]);
    clock = new Date('2026-03-13T07:45:00Z');
    expect(await backups.check()).toBe('claimed-elsewhere');
    expect((await api('GET', '/health')).body).toMatchObject({ lastBackup: '2026-03-12T07:05:00.000Z' });
    rmSync(backupsDir(t.config.dataDir));
    clock = new Date('2026-03-13T08:00:00Z');
    expect(await backups.check()).toBe('taken');
    expect(files()).toEqual(['burgers-2026-03-13T08-00-00Z.backup.gz']);
    expect((await api('GET', '/health')).body).toMatchObject({ lastBackup: '2026-03-13T08:00:00.000Z' });
    backups.stop();
  }, 120_000);

  it('is taken by one instance only when several check at once', async () => {
    clock = new Date('2026-03-20T07:00:00Z');
    const instances = [schedule(), schedule(), schedule()];
    const outcomes = await Promise.all(instances.map((instance) => instance.check()));
    expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(1);
    expect(files().filter((name) => name.startsWith('burgers-2026-03-20'))).toHaveLength(1);
    for (const instance of instances) instance.stop();
  }, 60_000);

  it('reads BACKUP_HOUR and BACKUP_KEEP, with off and the defaults', async () => {
    const { loadConfig } = await import('#config');
    const base = { DATA_DIR: path.join(t.config.dataDir, 'cfg'), JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).ops).toMatchObject({ backupHour: 4, backupKeep: 14, shutdownGraceSeconds: 10 });
    expect(loadConfig({ ...base, BACKUP_HOUR: 'off' }).ops.backupHour).toBeNull();
    expect(loadConfig({ ...base, BACKUP_HOUR: '23', BACKUP_KEEP: '3' }).ops).toMatchObject({
      backupHour: 23,
      backupKeep: 3,
    });
    expect(() => loadConfig({ ...base, BACKUP_HOUR: '24' })).toThrow(/BACKUP_HOUR/);
  });
});
