// What the app holds of the follow-ups' worker (ctx.followups), apart from the worker so the context needs nothing else of it.

/**
 * The follow-ups' worker. Its state is in the database (followup_jobs); this only wakes it: every
 * POLL_MS, and after an order is `Entregado` is committed. Each instance claims due jobs for itself,
 * so several instances on one database send each message once.
 */
export interface FollowupJobs {
  kick(): void;
  /** Resolves once the run under way (and any it asked for) is over; for tests and shutdown. */
  idle(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}
