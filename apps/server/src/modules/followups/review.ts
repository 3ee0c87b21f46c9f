/**
 * The review request (docs/product/loyalty.md#asked-back-never-spammed): an hour after an order is
 * `Entregado`, one message to every customer alike (asking only the happy ones is what Google
 * forbids) with the shop's own review page and, when the owner set it, the Google review link.
 */
import { REVIEW_DELAY_MS } from '@burgers/domain/followup-messages';
import { href } from '@burgers/domain/pages';
import { brandedMail, type MailContent } from '#adapters/mail/templates';
import type { AppContext } from '#context';
import type { Tx } from '#db/client';
import type { ChannelContext, FollowupContent } from './channel';
import * as repo from './repo';
import { onWhatsAppFailure } from '../whatsapp/send';

export type Prepared = { cancel: string } | { content: FollowupContent };

/** Called in the transaction that makes the order `Entregado`, so both are kept or neither. */
export async function scheduleReviewRequest(tx: Tx, order: { id: number; userId: number }, now: Date): Promise<void> {
  await repo.scheduleReview(tx, {
    userId: order.userId,
    orderId: order.id,
    dueAt: new Date(now.getTime() + REVIEW_DELAY_MS),
    now,
  });
}

export function reviewMail(
  firstName: string,
  orderNumber: number | null,
  links: { shop: string; google?: string },
): MailContent {
  const label = orderNumber === null ? '' : ` #${orderNumber}`;
  return brandedMail({
    subject: `¿Qué tal estuvo tu pedido${label}?`,
    greeting: `Hola ${firstName}!`,
    paragraphs: [
      `Gracias por elegirnos. Esperamos que hayas disfrutado tu pedido${label}.`,
      'Tu opinión nos ayuda a mejorar y a que más gente del barrio nos conozca: ¿nos contás qué te pareció? Te lleva un minuto.',
    ],
    action: { label: 'Calificá tu pedido', url: links.shop },
    secondaryAction: links.google ? { label: 'Dejanos una reseña en Google', url: links.google } : undefined,
    footnote: 'Te escribimos una sola vez por pedido.',
  });
}

/** The message for a due review job, or why it is no longer sent (refunded, cancelled, account gone). */
export async function prepareReview(
  ctx: Pick<AppContext, 'db' | 'config'>,
  job: Pick<repo.FollowupJob, 'orderId' | 'userId'>,
): Promise<Prepared> {
  const order = await repo.orderState(ctx.db, job.orderId);
  if (!order?.purchaseId) return { cancel: 'order_gone' };
  if (order.refundedAt || order.cancelledAt) return { cancel: 'order_refunded' };
  const customer = await repo.recipient(ctx.db, job.userId);
  if (!customer) return { cancel: 'account_gone' };
  const shop = `${ctx.config.publicUrl}${href('review', { purchaseId: order.purchaseId })}`;
  const google = ctx.config.googleReviewUrl;
  return {
    content: {
      to: customer,
      mail: reviewMail(customer.firstName, order.number, { shop, google }),
      // `pedido_gracias` needs both links: without Google's, the shop's stands in.
      whatsapp: {
        orderId: job.orderId,
        kind: 'gracias',
        parameters: [customer.firstName, order.number === null ? '-' : String(order.number), shop, google ?? shop],
      },
    },
  };
}

/** A review request whose WhatsApp failed (at once or reported later by Meta) goes by mail instead. */
async function mailReview(ctx: ChannelContext, purchaseId: string): Promise<void> {
  const order = await repo.orderByPurchaseId(ctx.db, purchaseId);
  if (!order) return;
  const prepared = await prepareReview(ctx, { orderId: order.id, userId: order.userId });
  if ('content' in prepared) await ctx.mailer.send({ to: prepared.content.to.email, ...prepared.content.mail });
}
onWhatsAppFailure('gracias', (ctx, purchaseId) => ctx.background.run('review mail', () => mailReview(ctx, purchaseId)));
