import { createHash, createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import { newsletterMail, type NewsletterIssue } from '#adapters/mail/newsletter-templates';
import type { AppContext } from '#context';
import { conflict, HttpError } from '#lib/errors';
import { messages } from '#messages';
import {
  claimDelivery,
  countSubscribers,
  deleteSubscriberByTokenHash,
  insertSubscriber,
  issueId,
  listSubscribers,
  markDelivered,
  recentIssues,
  releaseDelivery,
  setTokenHash,
  type Subscriber,
} from './repo';
import { audited, type AuditContext } from '../activity/audit';
import type { Actor } from '../activity/record';
import { countMailRequest } from '../auth/mail-limits';
import { hashMailToken } from '../auth/mail-tokens';

/** Enough parallel SMTP sessions to send a few thousand mails in one request, few enough not to be throttled. */
const SEND_CONCURRENCY = 5;
/** A claimed delivery not marked sent after this long was left by a send that died; it is retried. */
const STALE_CLAIM_MINUTES = 10;

type NewsletterContext = Pick<AppContext, 'db' | 'mailer' | 'config'>;

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/newsletter/unsubscribe/${encodeURIComponent(token)}`;
}

/**
 * The subscriber's only credential to leave the list: unguessable without the shop's secret, and
 * derived from it (never stored: the database keeps its SHA-256 only), so each mail can carry it.
 */
export function unsubscribeToken(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe\n${email}`).digest('base64url');
}

/** `email` arrives lowercased from the domain schema, so one mailbox is one subscription. */
export async function subscribe(ctx: NewsletterContext, email: string, ip: string): Promise<Subscriber> {
  // Every issue mails each subscriber: signing up someone else's address is limited like a mail.
  await countMailRequest(ctx, { purpose: 'newsletter', address: email, ip });
  const subscriber = await insertSubscriber(
    ctx.db,
    email,
    hashMailToken(unsubscribeToken(ctx.config.jwtSecret, email)),
  );
  if (!subscriber) throw conflict(messages.newsletterAlreadySubscribed);
  return subscriber;
}

function contentKey(issue: NewsletterIssue): string {
  return createHash('sha256')
    .update(JSON.stringify([issue.title, issue.description, issue.btnTxt]))
    .digest('hex');
}

/**
 * Mails the issue to every subscriber who has not had it yet, each copy with its own unsubscribe
 * link, and answers how many were mailed now. Each delivery is recorded, so sending the same issue
 * again after a send was cut off (a mail server failing halfway, a crash) mails only the rest.
 * One failed address does not stop the others; only when none could be sent is it an error.
 */
/** Sends the issue to every subscriber not yet reached; the activity log keeps the issue and how many got it. */
export async function sendNewsletter(
  ctx: NewsletterContext & AuditContext,
  actor: Actor,
  issue: NewsletterIssue,
  log: FastifyBaseLogger,
): Promise<number> {
  return audited(
    ctx,
    actor,
    {
      action: 'newsletter.send',
      target: issue.title,
      after: (sent) => ({ title: issue.title, description: issue.description, btnTxt: issue.btnTxt, sent }),
    },
    () => deliverIssue(ctx, issue, log),
  );
}

async function deliverIssue(ctx: NewsletterContext, issue: NewsletterIssue, log: FastifyBaseLogger): Promise<number> {
  const issueKey = await issueId(ctx.db, { contentKey: contentKey(issue), ...issue });
  const subscribers = await listSubscribers(ctx.db);
  const limit = pLimit(SEND_CONCURRENCY);
  const shopUrl = `${ctx.config.publicUrl}/`;

  async function deliver(subscriber: Subscriber): Promise<boolean> {
    if (!(await claimDelivery(ctx.db, issueKey, subscriber.id, STALE_CLAIM_MINUTES))) return false;
    const token = unsubscribeToken(ctx.config.jwtSecret, subscriber.email);
    // A subscription from before the tokens were derived (or before a new secret) gets its link now.
    if (hashMailToken(token) !== subscriber.unsubscribeTokenHash)
      await setTokenHash(ctx.db, subscriber.id, hashMailToken(token));
    try {
      await ctx.mailer.send({
        to: subscriber.email,
        ...newsletterMail(issue, {
          shopUrl,
          unsubscribeUrl: unsubscribeUrl(ctx.config.publicUrl, token),
        }),
        // The stored copy keeps no working unsubscribe link.
        secrets: [token, encodeURIComponent(token)],
      });
    } catch (error) {
      await releaseDelivery(ctx.db, issueKey, subscriber.id);
      throw error;
    }
    await markDelivered(ctx.db, issueKey, subscriber.id);
    return true;
  }

  const results = await Promise.allSettled(subscribers.map((subscriber) => limit(() => deliver(subscriber))));
  let sent = 0;
  let failed = 0;
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') sent += result.value ? 1 : 0;
    else {
      failed += 1;
      log.error({ err: result.reason, to: subscribers[index]?.email }, 'newsletter mail failed');
    }
  });
  if (failed > 0 && sent === 0) throw new HttpError(502, messages.newsletterNotSent);
  return sent;
}

export async function unsubscribe(ctx: NewsletterContext, token: string): Promise<Subscriber | undefined> {
  return deleteSubscriberByTokenHash(ctx.db, hashMailToken(token));
}

/** Sent list size on /adminnewsletter. */
const SENT_LIST_SIZE = 20;

/** Who will receive the next send, and the latest sends. */
export async function audience(ctx: Pick<NewsletterContext, 'db'>) {
  const [subscribers, issues] = await Promise.all([countSubscribers(ctx.db), recentIssues(ctx.db, SENT_LIST_SIZE)]);
  return { subscribers, sent: issues.map((issue) => ({ ...issue, sentAt: issue.sentAt.toISOString() })) };
}
