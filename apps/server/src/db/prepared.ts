import type { Tx } from './client';

/**
 * A query on the hot path (every checkout, every approval) built once and kept: drizzle then skips
 * assembling its SQL from the schema objects on every call, which on a busy two-core machine was a
 * large part of a request's own CPU. Kept per database handle (a transaction's handle lives only
 * as long as the transaction, so inside one it is built once per transaction, as before).
 */
export function preparedQuery<Prepared>(
  name: string,
  build: (db: Tx) => { prepare(name: string): Prepared },
): (db: Tx) => Prepared {
  const built = new WeakMap<Tx, Prepared>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db).prepare(name);
      built.set(db, query);
    }
    return query;
  };
}
