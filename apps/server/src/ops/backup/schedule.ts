import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNotNull, isNull, like, max } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { STORE_TIME_ZONE } from '@burgers/domain/constants';
import type { Db } from '#db/client';
import { backupRuns } from '#db/schema';
import { BACKUP_FILE_PATTERN, backupsDir, takeBackup, type BackupSource } from './backup';
import type { WrittenBackup } from './file-format';

const storeClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The store's date (YYYY-MM-DD) and hour at an instant. */
export function storeDateAndHour(at: Date): { date: string; hour: number } {
  const parts = Object.fromEntries(storeClock.formatToParts(at).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

export async function recordManualBackup(db: Db, written: WrittenBackup, at: Date): Promise<void> {
  await db.insert(backupRuns).values({
    slot: `manual:${randomUUID()}`,
    startedAt: at,
    finishedAt: at,
    file: written.file,
    sizeBytes: written.size,
    sha256: written.sha256,
  });
}

/** When the last backup that succeeded (on any instance) was finished; null if none. */
export async function lastGoodBackup(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(backupRuns.finishedAt) })
    .from(backupRuns)
    .where(and(isNotNull(backupRuns.finishedAt), isNull(backupRuns.error)));
  return row?.at ?? null;
}

/** Keeps the newest `keep` backups of the folder (the names sort by time). */
async function prune(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir))
    .filter((name) => BACKUP_FILE_PATTERN.test(name))
    .sort()
    .reverse();
  const dropped = names.slice(keep);
  for (const name of dropped) await rm(path.join(dir, name), { force: true });
  return dropped;
}

export type CheckOutcome = 'not-due' | 'done-today' | 'claimed-elsewhere' | 'taken' | 'failed';

export interface BackupSchedule {
  /** Takes the day's backup if it is due; the timer calls it every minute, tests call it directly. */
  check(): Promise<CheckOutcome>;
  stop(): void;
}

/**
 * One backup a store day, from BACKUP_HOUR on (a server down at that hour takes it when it is up
 * again). Each attempt first claims its hour's row in backup_runs: of several instances, only the
 * one whose insert wins takes it. A failure is logged and the next hour, a new slot, tries again.
 */
export function scheduleBackups(options: {
  source: BackupSource;
  hour: number;
  keep: number;
  log: FastifyBaseLogger;
  /** 0 starts no timer (tests). */
  everyMs?: number;
}): BackupSchedule {
  const { source, hour, keep, log } = options;
  const db = source.db;
  let running: Promise<CheckOutcome> | null = null;

  async function attempt(): Promise<CheckOutcome> {
    const now = source.now();
    const { date, hour: current } = storeDateAndHour(now);
    if (current < hour) return 'not-due';
    const [done] = await db
      .select({ slot: backupRuns.slot })
      .from(backupRuns)
      .where(and(like(backupRuns.slot, `${date}T%`), isNotNull(backupRuns.finishedAt), isNull(backupRuns.error)))
      .limit(1);
    if (done) return 'done-today';
    const slot = `${date}T${String(current).padStart(2, '0')}`;
    const claimed = await db
      .insert(backupRuns)
      .values({ slot, startedAt: now })
      .onConflictDoNothing()
      .returning({ slot: backupRuns.slot });
    if (claimed.length === 0) return 'claimed-elsewhere';
    try {
      const written = await takeBackup(source);
      await db
        .update(backupRuns)
        .set({ finishedAt: source.now(), file: written.file, sizeBytes: written.size, sha256: written.sha256 })
        .where(eq(backupRuns.slot, slot));
      const dropped = await prune(backupsDir(source.dataDir), keep);
      log.info(
        { file: written.file, size: written.size, sha256: written.sha256, dropped },
        `backup written: ${written.file}`,
      );
      return 'taken';
    } catch (error) {
      log.error({ err: error, slot }, 'the automatic backup failed; it is tried again next hour');
      await db
        .update(backupRuns)
        .set({ error: error instanceof Error ? error.message : String(error) })
        .where(eq(backupRuns.slot, slot))
        .catch(() => {});
      return 'failed';
    }
  }

  const check = () => {
    running ??= attempt()
      .catch((error: unknown) => {
        log.error({ err: error }, 'the automatic backup could not be checked; it is tried again next hour');
        return 'failed' as const;
      })
      .finally(() => (running = null));
    return running;
  };

  const everyMs = options.everyMs ?? 60_000;
  const timer = everyMs > 0 ? setInterval(() => void check(), everyMs) : undefined;
  timer?.unref();
  return { check, stop: () => clearInterval(timer) };
}
