// What the app holds of the issuing job (ctx.invoicing), apart from the job so the context needs nothing else of it.

/**
 * The issuing job. Its state is in the database (each voucher row and its next attempt); this only
 * wakes it: after a payment or a refund is committed (`kick`, never awaited by the payment) and
 * every POLL_MS. Vouchers are numbered by whichever instance holds the lease, one at a time.
 */
export interface InvoicingJobs {
  kick(): void;
  /** Resolves once the run under way (and any it asked for) is over; for tests and shutdown. */
  idle(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}
