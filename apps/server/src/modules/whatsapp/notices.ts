import { STORE_ADDRESS } from '@burgers/domain/constants';
import { href } from '@burgers/domain/pages';
import { pickupPromiseText } from '@burgers/domain/pickup-slots';
import { formatTotal, fromCents } from '@burgers/domain/pricing';
import { paidOrder } from './repo';
import { onWhatsAppFailure, sendOrderWhatsApp, type WhatsAppContext } from './send';
import type { TemplateKind } from './templates';
import { sendInTransitMail, sendReadyMail } from '../orders/customer-mail';
import { toOrder } from '../orders/presenter';
import { sendInTransitNotice, sendOrderReadyNotice } from '../push/notices';

/**
 * The order's notices on WhatsApp for a customer who ticked `Avisame por WhatsApp`: the
 * confirmation beside the receipt mail, and `Listo para retirar` and `En camino` INSTEAD of the push
 * notice and the mail, which go only when the message fails (at once or later, by webhook).
 */

/** What an order row must say for its notices to be decided without reading it again. */
export interface NoticeOrder {
  id: number;
  purchaseId: string;
  whatsappOptIn?: boolean;
}

const readyByMailAndPush = (ctx: WhatsAppContext, purchaseId: string) => {
  ctx.background.run('ready mail', () => sendReadyMail(ctx, purchaseId));
  sendOrderReadyNotice(ctx, purchaseId);
};
const inTransitByMailAndPush = (ctx: WhatsAppContext, purchaseId: string) => {
  ctx.background.run('in transit mail', () => sendInTransitMail(ctx, purchaseId));
  sendInTransitNotice(ctx, purchaseId);
};
onWhatsAppFailure('listo', readyByMailAndPush);
onWhatsAppFailure('en_camino', inTransitByMailAndPush);

/** The order as its messages quote it: the customer's first name, number, total, promise and page. */
async function parametersFor(ctx: WhatsAppContext, purchaseId: string, kind: TemplateKind): Promise<string[] | null> {
  const row = await paidOrder(ctx.db, purchaseId);
  if (!row) return null;
  // Its lines are not quoted: the total is.
  const order = toOrder(row, []);
  const number = order.number === null ? '-' : String(order.number);
  // An order staff took is addressed to the customer they named, not to the account it sits under.
  const firstName = row.channel !== 'web' && row.customerName ? (row.customerName.split(' ')[0] ?? '') : row.firstName;
  const url = `${ctx.config.publicUrl}${href('purchaseDetail', { id: purchaseId })}`;
  switch (kind) {
    case 'confirmado': {
      const promise = order.delivery
        ? order.delivery.windowText
        : (pickupPromiseText(order, ctx.now()) ?? 'Te avisamos cuando esté listo');
      return [firstName, number, formatTotal(fromCents(row.totalCents)), promise, url];
    }
    case 'listo':
      return [firstName, number, STORE_ADDRESS];
    case 'en_camino': {
      const rider = order.delivery?.rider?.firstName || 'nuestro repartidor';
      return [firstName, number, rider, order.delivery?.windowText ?? 'Llega en un rato', url];
    }
    default:
      return null;
  }
}

/** Sends the kind's template in the background; `instead` runs when WhatsApp is not to be used after all. */
function byWhatsApp(ctx: WhatsAppContext, order: NoticeOrder, kind: TemplateKind, instead?: () => void): void {
  ctx.background.run(`WhatsApp ${kind}`, async () => {
    const parameters = await parametersFor(ctx, order.purchaseId, kind);
    const outcome = parameters
      ? await sendOrderWhatsApp(ctx, { orderId: order.id, kind, parameters })
      : ('skipped' as const);
    if (outcome === 'skipped') instead?.();
  });
}

const wantsWhatsApp = (ctx: WhatsAppContext, order: NoticeOrder) =>
  ctx.config.whatsapp !== null && order.whatsappOptIn === true;

/** Just paid: the confirmation on WhatsApp, beside the receipt mail (which is always sent: it is the proof). */
export function tellOrderConfirmed(ctx: WhatsAppContext, order: NoticeOrder): void {
  if (wantsWhatsApp(ctx, order)) byWhatsApp(ctx, order, 'confirmado');
}

/** `Listo para retirar`: on WhatsApp when chosen, else (or when it fails) the push notice and the mail. */
export function tellOrderReady(ctx: WhatsAppContext, order: NoticeOrder): void {
  if (!wantsWhatsApp(ctx, order)) return readyByMailAndPush(ctx, order.purchaseId);
  byWhatsApp(ctx, order, 'listo', () => readyByMailAndPush(ctx, order.purchaseId));
}

/** `En camino`: on WhatsApp when chosen, else (or when it fails) the push notice and the mail. */
export function tellOrderInTransit(ctx: WhatsAppContext, order: NoticeOrder): void {
  if (!wantsWhatsApp(ctx, order)) return inTransitByMailAndPush(ctx, order.purchaseId);
  byWhatsApp(ctx, order, 'en_camino', () => inTransitByMailAndPush(ctx, order.purchaseId));
}
