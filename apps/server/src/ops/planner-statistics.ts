import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Db } from '#db/client';

/** The catalogue's tables: their triggers send `catalogue_changed` with the table's name (migration 0008). */
const CATALOGUE_CHANNEL = 'catalogue_changed';
const CATALOGUE_TABLES = new Set(['products', 'product_components', 'coupons', 'coupon_products', 'reviews']);

export interface PlannerStatisticsOptions {
  /** Quiet time after the last catalogue change before the check (a bulk load is many statements). */
  settleMs?: number;
  /**
   * A second look this long after a change: PostgreSQL's other connections report their row counts
   * within some seconds, so the first look may not see all of a bulk load yet.
   */
  recheckMs?: number;
  /** Every table checked this often; 0 for never (PostgreSQL's autovacuum does it there). */
  scheduleMs?: number;
  /**
   * Also VACUUM the tables with enough dead rows, by autovacuum's rule (more than 50 plus a fifth of
   * the table): the embedded database has no autovacuum, and without it every order's changes
   * would leave dead rows behind for as long as the shop runs.
   */
  vacuum?: boolean;
}

/**
 * Keeps the query planner's statistics current. Planned with the statistics of a small catalogue, a
 * search of a much larger one scans the table instead of using its trigram index (issue 24 measured
 * a page of a search 10x slower at 50,000 products), until an ANALYZE: PostgreSQL's autovacuum runs
 * one within a minute or so, the embedded PGlite never does.
 *
 * After catalogue changes (their NOTIFY, from any instance or from psql), and on the embedded
 * database on a schedule, every table that changed enough since its last ANALYZE is analysed, by
 * autovacuum's own rule: more than 50 rows plus a tenth of the table. An admin editing one product
 * analyses nothing; a bulk load does. Several instances look at the same counts, so the first one
 * analyses and the others then see nothing left to do.
 */
export async function startPlannerStatistics(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  options: PlannerStatisticsOptions = {},
): Promise<() => Promise<void>> {
  const settleMs = options.settleMs ?? 1500;
  const recheckMs = options.recheckMs ?? 12_000;
  const scheduleMs = options.scheduleMs ?? 0;
  const timers = new Set<NodeJS.Timeout>();
  let running: Promise<void> = Promise.resolve();
  let settle: NodeJS.Timeout | undefined;
  let stopped = false;

  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timer.unref();
    timers.add(timer);
    return timer;
  };

  // One check at a time; a failure is logged (the shop works on with older statistics).
  const check = (tables?: readonly string[]) => {
    running = running
      .then(async () => {
        if (stopped) return;
        const analysed = await analyseStale(database.db, tables, { vacuum: options.vacuum ?? false });
        if (analysed.length > 0) log.info({ tables: analysed }, 'planner statistics refreshed');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'planner statistics: check failed'));
    return running;
  };

  const unlisten = await database.listen(CATALOGUE_CHANNEL, (table) => {
    if (!CATALOGUE_TABLES.has(table)) return;
    if (settle) {
      clearTimeout(settle);
      timers.delete(settle);
    }
    settle = later(settleMs, () => {
      settle = undefined;
      void check([...CATALOGUE_TABLES]);
      later(recheckMs, () => void check([...CATALOGUE_TABLES]));
    });
  });

  let schedule: NodeJS.Timeout | undefined;
  if (scheduleMs > 0) {
    // Once soon after start too: the data folder may come from a run that changed it in bulk.
    later(settleMs, () => void check());
    schedule = setInterval(() => void check(), scheduleMs);
    schedule.unref();
  }

  return async () => {
    stopped = true;
    if (schedule) clearInterval(schedule);
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    await unlisten();
    await running;
  };
}

/**
 * ANALYZEs the tables (all of this schema's by default) that changed enough, and with `vacuum` also
 * VACUUMs those with enough dead rows (a VACUUM (ANALYZE) where both are due); answers their names.
 */
export async function analyseStale(
  db: Db,
  tables?: readonly string[],
  { vacuum = false }: { vacuum?: boolean } = {},
): Promise<string[]> {
  const onlyThese = tables
    ? sql`and relname in (${sql.join(
        tables.map((t) => sql`${t}`),
        sql`, `,
      )})`
    : sql``;
  const result: unknown = await db.execute(sql`
    select relname,
      (n_mod_since_analyze > 50 + 0.1 * greatest(n_live_tup, 0)
        or (n_live_tup > 0 and last_analyze is null and last_autoanalyze is null)) as analyse,
      (${vacuum} and n_dead_tup > 50 + 0.2 * greatest(n_live_tup, 0)) as vacuum
    from pg_stat_user_tables
    where schemaname = current_schema() ${onlyThese}
    order by relname`);
  const due = rowsOf(result).filter((row) => row.analyse === true || row.vacuum === true);
  // The names come from the catalog, quoted as identifiers all the same.
  for (const row of due) {
    const table = sql.identifier(String(row.relname));
    await db.execute(row.vacuum === true ? sql`vacuum (analyze) ${table}` : sql`analyze ${table}`);
  }
  return due.map((row) => String(row.relname));
}

/** postgres.js answers an array of rows, PGlite an object holding them. */
function rowsOf(result: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(result)) return result as Array<Record<string, unknown>>;
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Array<Record<string, unknown>>) : [];
}
