import { randomUUID } from 'node:crypto';
import { enqueue, issueVoucher, LEASE_MS, type IssuerContext } from './issuer';
import type { InvoicingJobs } from './job-control';
import * as repo from './repo';

export type { InvoicingJobs };

/** How often each instance looks for vouchers due (a retry's wait over, a sale paid in cash). */
const POLL_MS = 15_000;
const BATCH = 20;

async function runOnce(ctx: IssuerContext, holder: string): Promise<void> {
  const identity = await repo.readIdentity(ctx.db);
  if (!identity?.enabled) return;
  const leaseUntil = () => new Date(Date.now() + LEASE_MS);
  if (!(await repo.takeLease(ctx.db, holder, leaseUntil(), new Date()))) return;
  try {
    await enqueue(ctx, identity);
    for (;;) {
      const due = await repo.dueVouchers(ctx.db, ctx.now(), BATCH);
      if (due.length === 0) break;
      for (const voucher of due) {
        // Extended before each call: a holder that stopped answering lets go within LEASE_MS.
        if (!(await repo.takeLease(ctx.db, holder, leaseUntil(), new Date()))) return;
        await issueVoucher(ctx, voucher);
      }
      await enqueue(ctx, identity);
    }
  } finally {
    await repo.releaseLease(ctx.db, holder);
  }
}

export function createInvoicingJobs(context: () => IssuerContext): InvoicingJobs {
  const holder = randomUUID();
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      // The next turn of the event loop: the payment's answer leaves first.
      await new Promise((resolve) => setImmediate(resolve));
      do {
        again = false;
        try {
          await runOnce(context(), holder);
        } catch (error) {
          context().log.error({ err: error }, 'the invoicing job failed; the next poll tries again');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };

  return {
    kick,
    async idle() {
      while (running) await running;
    },
    start() {
      timer = setInterval(kick, POLL_MS);
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
