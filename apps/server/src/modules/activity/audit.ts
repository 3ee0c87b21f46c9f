import type { ActivityAction } from '@burgers/domain/schemas/desk';
import type { AppContext } from '#context';
import { recordActivity, type Actor } from './record';

/** Only the fields that differ, on both sides: the log shows what changed, not the whole record. */
export function changedFields(
  before: object,
  after: object,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) => JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, a[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, b[key] ?? null])),
  };
}

/** What a service needs to record its change: the database and the log for a row that cannot be written. */
export type AuditContext = Pick<AppContext, 'db' | 'log'>;

/**
 * A service's change with its activity row: `run` makes the change, then the row records who (the
 * actor the caller passes in), what and the values before and after. A failed change records
 * nothing; a log row that cannot be written is itself logged and never undoes the change.
 */
export async function audited<T>(
  ctx: AuditContext,
  actor: Actor,
  spec: {
    action: ActivityAction;
    target: string | ((result: T) => string);
    before?: unknown;
    after?: (result: T) => unknown;
    /** Compare before and after and keep only what changed. */
    diff?: boolean;
  },
  run: () => Promise<T>,
): Promise<T> {
  const result = await run();
  try {
    let before = spec.before ?? null;
    let after = spec.after ? spec.after(result) : null;
    if (spec.diff && before && after && typeof before === 'object' && typeof after === 'object') {
      ({ before, after } = changedFields(before, after));
    }
    await recordActivity(ctx.db, {
      actor,
      action: spec.action,
      target: typeof spec.target === 'string' ? spec.target : spec.target(result),
      before,
      after,
    });
  } catch (error) {
    ctx.log.error({ err: error, action: spec.action }, 'could not write the activity log');
  }
  return result;
}
