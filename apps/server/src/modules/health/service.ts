import type { Tx } from '#db/client';
import * as repo from './repo';

/** A database that does not answer within this time is as good as down for a load balancer. */
const DATABASE_TIMEOUT_MS = 3_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Rejects when the database does not answer (in time). */
export function checkDatabaseAnswers(db: Tx): Promise<void> {
  return withTimeout(repo.ping(db), DATABASE_TIMEOUT_MS);
}

/**
 * Rejects when the database cannot write or cannot grow (in time): one small row rewritten and one
 * new block written tell of a full disk before a customer's order finds out.
 */
export function checkDatabaseWrites(db: Tx): Promise<void> {
  // A row rewritten in place, then a new block: a full disk fails the second (issue 38).
  return withTimeout(
    repo.rewriteProbe(db).then(() => repo.probeGrowth(db)),
    DATABASE_TIMEOUT_MS,
  );
}
