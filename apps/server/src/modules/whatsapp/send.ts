import { sendTemplate } from '#adapters/whatsapp/client';
import type { AppContext } from '#context';
import { whatsappNumber } from './phone';
import * as repo from './repo';
import { TEMPLATES, type TemplateKind } from './templates';
import { phoneVariants } from '../counter/phone';

/** `biz_opaque_callback_data` of the shop's messages: `mensaje:` and the row's id. */
export const CALLBACK_PREFIX = 'mensaje:';

export type WhatsAppContext = Pick<AppContext, 'db' | 'config' | 'log' | 'now' | 'background' | 'mailer' | 'push'>;

/**
 * What became of a notice: `accepted` by the Cloud API (its statuses arrive by webhook), `failed`
 * (the fallback has been sent), `skipped` (no WhatsApp settings, the customer did not tick
 * `Avisame por WhatsApp`, or the number said BAJA: the caller sends its mail and push as before),
 * `duplicate` (this order's notice of this kind was already sent).
 */
export type WhatsAppOutcome = 'accepted' | 'failed' | 'skipped' | 'duplicate';

/** What goes instead of a failed WhatsApp of a kind: the push notice and the mail, for the order's purchase. */
export type WhatsAppFallback = (ctx: WhatsAppContext, purchaseId: string) => void;

const fallbacks = new Map<string, WhatsAppFallback>();

/**
 * Names what replaces a failed message of `kind` (registered when the module that owns the mail is
 * loaded). A failure may be learnt much later, from Meta's webhook, on any instance, so it is found
 * by the kind recorded with the message, never kept in memory with the send.
 */
export function onWhatsAppFailure(kind: string, fallback: WhatsAppFallback): void {
  fallbacks.set(kind, fallback);
}

/** Whether an order's notices go by WhatsApp at all (settings, opt-in, a phone, not BAJA). */
export async function whatsappRecipient(ctx: WhatsAppContext, orderId: number): Promise<string | null> {
  if (!ctx.config.whatsapp) return null;
  const order = await repo.orderRecipient(ctx.db, orderId);
  if (!order?.whatsappOptIn || !order.customerPhone) return null;
  const phone = whatsappNumber(order.customerPhone);
  if (await repo.isOptedOut(ctx.db, phoneVariants(phone))) return null;
  return phone;
}

/**
 * Sends one template message to an order's customer, once per order and kind, and records it. Never
 * throws: a refusal or a timeout is recorded as `failed` and the kind's fallback is sent. Call it
 * from a background task (ctx.background.run): the kitchen never waits for Meta.
 */
export async function sendOrderWhatsApp(
  ctx: WhatsAppContext,
  notice: { orderId: number; kind: TemplateKind | (string & {}); template?: string; parameters: string[] },
): Promise<WhatsAppOutcome> {
  const config = ctx.config.whatsapp;
  let id: number | undefined;
  try {
    const phone = config ? await whatsappRecipient(ctx, notice.orderId) : null;
    if (!config || !phone) return 'skipped';
    const template = notice.template ?? TEMPLATES[notice.kind as TemplateKind]?.name;
    if (!template) throw new Error(`no WhatsApp template for ${notice.kind}`);
    id = await repo.claimMessage(ctx.db, { orderId: notice.orderId, kind: notice.kind, template, phone });
    if (id === undefined) return 'duplicate';
    // The row's id travels with the message, so a status Meta reports before its answer arrives
    // (the `sent` can outrun it) still finds its row.
    const result = await sendTemplate(config, {
      to: phone,
      template,
      parameters: notice.parameters,
      callbackData: `${CALLBACK_PREFIX}${id}`,
    });
    if (result.ok) {
      await repo.markAccepted(ctx.db, id, result.messageId, ctx.now());
      return 'accepted';
    }
    ctx.log.warn({ orderId: notice.orderId, kind: notice.kind, error: result.error }, 'WhatsApp message not sent');
    await repo.markSendFailed(ctx.db, id, result.error, ctx.now());
    await fallBack(ctx, { id, orderId: notice.orderId, kind: notice.kind });
    return 'failed';
  } catch (error) {
    ctx.log.error({ err: error, orderId: notice.orderId, kind: notice.kind }, 'WhatsApp notice failed');
    // Nothing was claimed: the caller's own mail and push go as if WhatsApp had not been chosen.
    if (id === undefined) return 'skipped';
    await fallBack(ctx, { id, orderId: notice.orderId, kind: notice.kind }).catch((fallbackError: unknown) =>
      ctx.log.error({ err: fallbackError, orderId: notice.orderId }, 'WhatsApp fallback failed'),
    );
    return 'failed';
  }
}

/** The push notice and the mail instead of a failed message: sent once, whichever instance learns of it. */
export async function fallBack(
  ctx: WhatsAppContext,
  message: { id: number; orderId: number; kind: string },
): Promise<void> {
  const fallback = fallbacks.get(message.kind);
  if (!fallback) return;
  const order = await repo.orderRecipient(ctx.db, message.orderId);
  if (!order?.purchaseId) return;
  if (!(await repo.claimFallback(ctx.db, message.id, ctx.now()))) return;
  ctx.log.info({ orderId: message.orderId, kind: message.kind }, 'WhatsApp failed: sent by push notice and mail');
  fallback(ctx, order.purchaseId);
}
