import type { AppContext } from '#context';
import { sendFollowup, type ChannelContext } from './channel';
import type { FollowupJobs } from './job-control';
import * as repo from './repo';
import { prepareReview } from './review';
import { prepareWinBack, scanWinBack } from './winback';

export type { FollowupJobs };

/** How often each instance looks for due messages. */
const POLL_MS = 30_000;
const BATCH = 20;
/** Looking for lapsed customers is cheap but pointless more often than this. */
const SCAN_EVERY_MS = 10 * 60_000;
/** Tries before a job is `failed`; each wait doubles from RETRY_BASE_MS (1, 2, 4, 8 minutes). */
export const MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 60_000;

type FollowupContext = ChannelContext & Pick<AppContext, 'db' | 'config' | 'now' | 'mailer' | 'log'>;

export const retryDelayMs = (attempts: number) => RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);

/** Sends one claimed job, or cancels it when its reason is gone; a failure is retried later. */
async function handle(ctx: FollowupContext, job: repo.FollowupJob): Promise<void> {
  try {
    const prepared = job.kind === 'review' ? await prepareReview(ctx, job) : await prepareWinBack(ctx, job);
    if ('cancel' in prepared) {
      await repo.markCancelled(ctx.db, job.id, prepared.cancel);
      return;
    }
    const channel = await sendFollowup(ctx, prepared.content);
    await repo.markSent(ctx.db, job.id, channel, ctx.now());
  } catch (error) {
    const attempts = job.attempts + 1;
    const retryAt = attempts >= MAX_ATTEMPTS ? null : new Date(ctx.now().getTime() + retryDelayMs(attempts));
    const reason = error instanceof Error ? error.message : String(error);
    await repo.markAttemptFailed(ctx.db, job.id, attempts, reason, retryAt);
    ctx.log.warn({ err: error, job: job.id, kind: job.kind, attempts }, 'a follow-up message could not be sent');
  }
}

async function runOnce(ctx: FollowupContext, state: { lastScan: number | null }): Promise<void> {
  const now = ctx.now().getTime();
  // By the app's clock (tests move it), either way: a clock set back scans again too.
  if (state.lastScan === null || Math.abs(now - state.lastScan) >= SCAN_EVERY_MS) {
    state.lastScan = now;
    await scanWinBack(ctx);
  }
  for (;;) {
    const due = await repo.claimDue(ctx.db, ctx.now(), BATCH);
    if (due.length === 0) break;
    for (const job of due) await handle(ctx, job);
  }
}

export function createFollowupJobs(context: () => FollowupContext): FollowupJobs {
  const state = { lastScan: null as number | null };
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
      await new Promise((resolve) => setImmediate(resolve));
      do {
        again = false;
        try {
          await runOnce(context(), state);
        } catch (error) {
          context().log.error({ err: error }, 'the follow-ups job failed; the next poll tries again');
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
