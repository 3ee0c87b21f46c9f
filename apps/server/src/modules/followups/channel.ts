/**
 * How a follow-up reaches the customer: WhatsApp when the customer chose it for the order
 * (`Avisame por WhatsApp`, the shop's WhatsApp settings, the number not opted out with BAJA), else
 * mail. A WhatsApp that fails is replaced by the mail (its fallback, registered by the follow-up's
 * kind, also when Meta reports the failure later). The job records which channel carried it.
 */
import type { MailContent } from '#adapters/mail/templates';
import { sendOrderWhatsApp, type WhatsAppContext } from '../whatsapp/send';

export type FollowupChannel = 'mail' | 'whatsapp';

export interface FollowupContent {
  /** The customer's address and first name. */
  to: { email: string; firstName: string };
  mail: MailContent;
  /** Tokens in the mail's links (the unsubscribe link): sent, never kept in the stored copy. */
  secrets?: string[];
  /** The order's WhatsApp template, tried first; without it the mail goes. */
  whatsapp?: { orderId: number; kind: string; parameters: string[] };
}

export type ChannelContext = WhatsAppContext;

/** Sends the message and answers which channel it went by; throws when the mail could not go. */
export async function sendFollowup(ctx: ChannelContext, content: FollowupContent): Promise<FollowupChannel> {
  if (content.whatsapp) {
    const outcome = await sendOrderWhatsApp(ctx, content.whatsapp);
    if (outcome === 'accepted' || outcome === 'duplicate') return 'whatsapp';
    // `failed`: the kind's fallback has already mailed it; `skipped`: not by WhatsApp at all.
    if (outcome === 'failed') return 'mail';
  }
  await ctx.mailer.send({ to: content.to.email, ...content.mail, secrets: content.secrets });
  return 'mail';
}
