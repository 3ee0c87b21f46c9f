import type { ActivityAction } from '@burgers/domain/schemas/desk';
import type { Tx } from '#db/client';
import { insertEntry } from './repo';

/** Who did it: a staff member's row (id, names) or any `{ id, name }`. */
export type Actor = { id: number; firstName: string; lastName: string } | { id: number | null; name: string };

export interface ActivityEntry {
  actor: Actor;
  action: ActivityAction;
  /** What was changed, in words the log shows: a product's name, a coupon's code, `#12 (03/11)`. */
  target: string;
  before?: unknown;
  after?: unknown;
}

/** Keys never written to the log, however a caller builds its values. */
const SECRET_KEY = /password|token|secret|hash|link|unsubscribe/i;

/** A JSON copy without secrets; undefined becomes null so the row says "nothing" explicitly. */
export function withoutSecrets(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, item]) => [key, withoutSecrets(item)]),
    );
  }
  return value;
}

function actorOf(actor: Actor): { id: number | null; name: string } {
  return 'name' in actor ? actor : { id: actor.id, name: `${actor.firstName} ${actor.lastName}`.trim() };
}

/**
 * Appends one row to the activity log: every module that lets staff change something calls this
 * after (or, given a transaction, with) the change. Rows are only ever added.
 */
export async function recordActivity(db: Tx, entry: ActivityEntry): Promise<void> {
  const actor = actorOf(entry.actor);
  await insertEntry(db, {
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    target: entry.target,
    before: withoutSecrets(entry.before),
    after: withoutSecrets(entry.after),
  });
}
