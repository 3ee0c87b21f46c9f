/**
 * How a follow-up reaches the customer. Today always by mail; the seam for WhatsApp ("WhatsApp when
 * the customer chose it, else mail", issue 37) is `channelFor`: a channel added there is sent from
 * `sendFollowup`, and the job records which one carried it.
 */
import type { MailContent } from '#adapters/mail/templates';
import type { AppContext } from '#context';
import type { FollowupJob } from './repo';

export type FollowupChannel = 'mail';

export interface FollowupContent {
  /** The customer's address and first name. */
  to: { email: string; firstName: string };
  mail: MailContent;
  /** Tokens in the mail's links (the unsubscribe link): sent, never kept in the stored copy. */
  secrets?: string[];
}

type ChannelContext = Pick<AppContext, 'mailer'>;

/** The channel for this job and customer. */
export function channelFor(_job: Pick<FollowupJob, 'kind' | 'userId'>): FollowupChannel {
  return 'mail';
}

/** Sends the message on the job's channel and answers which one it went by; throws when it could not. */
export async function sendFollowup(
  ctx: ChannelContext,
  job: Pick<FollowupJob, 'kind' | 'userId'>,
  content: FollowupContent,
): Promise<FollowupChannel> {
  const channel = channelFor(job);
  await ctx.mailer.send({ to: content.to.email, ...content.mail, secrets: content.secrets });
  return channel;
}
