import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import { newsletterMail, type NewsletterIssue } from '../../adapters/mail/newsletter-templates';
import type { AppContext } from '../../context';
import { conflict, HttpError } from '../../lib/errors';
import { messages } from '../../messages';
import {
  countSubscribers,
  deleteSubscriberByToken,
  insertSubscriber,
  listSubscribers,
  recentIssues,
  recordIssue,
  type Subscriber,
} from './repo';

/** Enough parallel SMTP sessions to send a few thousand mails in one request, few enough not to be throttled. */
const SEND_CONCURRENCY = 5;

type NewsletterContext = Pick<AppContext, 'db' | 'mailer' | 'config'>;

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/newsletter/unsubscribe/${encodeURIComponent(token)}`;
}

/** `email` arrives lowercased from the domain schema, so one mailbox is one subscription. */
export async function subscribe(ctx: NewsletterContext, email: string): Promise<Subscriber> {
  // The token is the subscriber's only credential to leave the list, so it must be unguessable.
  const token = randomBytes(32).toString('base64url');
  const subscriber = await insertSubscriber(ctx.db, email, token);
  if (!subscriber) throw conflict(messages.newsletterAlreadySubscribed);
  return subscriber;
}

/**
 * Mails the issue to every subscriber, each copy with its own unsubscribe link. One failed
 * address does not stop the others; only when none could be sent is it an error.
 */
export async function sendNewsletter(ctx: NewsletterContext, issue: NewsletterIssue, log: FastifyBaseLogger): Promise<number> {
  const subscribers = await listSubscribers(ctx.db);
  const limit = pLimit(SEND_CONCURRENCY);
  const shopUrl = `${ctx.config.publicUrl}/`;
  const results = await Promise.allSettled(
    subscribers.map((subscriber) =>
      limit(() =>
        ctx.mailer.send({
          to: subscriber.email,
          ...newsletterMail(issue, { shopUrl, unsubscribeUrl: unsubscribeUrl(ctx.config.publicUrl, subscriber.unsubscribeToken) }),
        }),
      ),
    ),
  );
  let sent = 0;
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') sent += 1;
    else log.error({ err: result.reason, to: subscribers[index]?.email }, 'newsletter mail failed');
  });
  if (subscribers.length > 0 && sent === 0) throw new HttpError(502, messages.newsletterNotSent);
  return sent;
}

export async function unsubscribe(ctx: NewsletterContext, token: string): Promise<Subscriber | undefined> {
  return deleteSubscriberByToken(ctx.db, token);
}

/** Sent list size on /adminnewsletter. */
const SENT_LIST_SIZE = 20;

/** Who will receive the next send, and the latest sends. */
export async function audience(ctx: Pick<NewsletterContext, 'db'>) {
  const [subscribers, issues] = await Promise.all([countSubscribers(ctx.db), recentIssues(ctx.db, SENT_LIST_SIZE)]);
  return { subscribers, sent: issues.map((issue) => ({ ...issue, sentAt: issue.sentAt.toISOString() })) };
}

/** Remembers a send for the sent list. */
export async function rememberIssue(ctx: Pick<NewsletterContext, 'db'>, title: string, recipients: number): Promise<void> {
  await recordIssue(ctx.db, title, recipients);
}
