import { STORE_ADDRESS } from '@burgers/domain/constants';
import { optionsSummary } from '@burgers/domain/options';
import { href } from '@burgers/domain/pages';
import { pickupPromiseText, promiseMovedText } from '@burgers/domain/pickup-slots';
import { formatPrice, formatTotal } from '@burgers/domain/pricing';
import type { Order } from '@burgers/domain/types';
import { brandedMail, type MailContent, type MailRow } from '#adapters/mail/templates';
import type { AppContext } from '#context';
import { toOrder } from './presenter';
import * as repo from './repo';
import { invoicingEnabled } from '../invoicing/enabled';

type MailContext = Pick<AppContext, 'db' | 'mailer' | 'config' | 'log'> & Partial<Pick<AppContext, 'now'>>;

export interface PaymentTerms {
  installments: number;
  installmentAmount: number;
}

/** '#12', or nothing for an order paid before numbers existed. */
export const orderLabel = (order: Pick<Order, 'number'>) => (order.number === null ? '' : ` #${order.number}`);

function purchaseUrl(ctx: MailContext, order: Order): string {
  return `${ctx.config.publicUrl}${href('purchaseDetail', { id: order.purchaseId })}`;
}

/** The same lines the cart showed: each at list price, then each coupon's discount, then the total. */
export function receiptRows(order: Order, terms: PaymentTerms | null): MailRow[] {
  const rows: MailRow[] = [];
  for (const line of order.lines) {
    rows.push({ label: `${line.quantity} × ${line.title}`, amount: formatTotal(line.unit_price * line.quantity) });
    // 'Sin cebolla · Cheddar extra + $ 800', then the item's note, as the cart showed them.
    if (line.options.length > 0) rows.push({ label: optionsSummary(line.options), amount: '', detail: true });
    if (line.note) rows.push({ label: line.note, amount: '', detail: true, italic: true });
    if (line.base) rows.push({ label: `Base: ${line.base}`, amount: '', detail: true });
    for (const ingredient of line.ingredients) {
      const times = ingredient.quantity > 1 ? ` × ${ingredient.quantity}` : '';
      rows.push({ label: `${ingredient.name}${times}`, amount: '', detail: true });
    }
  }
  for (const discount of order.discounts) {
    rows.push({
      label: discount.code ? `Cupón ${discount.code}` : 'Descuento',
      amount: `-${formatTotal(discount.amount)}`,
    });
  }
  const note = order.data.metadata.note.trim();
  if (note) rows.push({ label: `Nota: ${note}`, amount: '' });
  rows.push({ label: 'Total', amount: formatTotal(order.data.transaction_amount), strong: true });
  if (terms && terms.installments > 1) {
    rows.push({
      label: `${terms.installments} cuotas de ${formatTotal(terms.installmentAmount)}`,
      amount: '',
      detail: true,
    });
  }
  return rows;
}

export function receiptMail(
  order: Order,
  firstName: string,
  url: string,
  terms: PaymentTerms | null,
  now: Date = new Date(),
  promiseMoved = false,
  invoiced = false,
  /** How the next notice goes: by WhatsApp when the customer ticked `Avisame por WhatsApp`. */
  noticeBy: 'correo' | 'WhatsApp' = 'correo',
): MailContent {
  // `Retiralo a partir de las 21:35` or `Programado para mañana 12:30`: when to come, first; a
  // promise a late payment moved says so (`Tu pedido estará listo a las 21:50`).
  const promise = order.delivery
    ? order.delivery.windowText
    : promiseMoved && order.promisedAt
      ? promiseMovedText(new Date(order.promisedAt))
      : pickupPromiseText(order, now);
  return brandedMail({
    subject: `Recibimos tu pedido${orderLabel(order)}`,
    greeting: `Gracias ${firstName}!`,
    paragraphs: [
      `Tu pago fue aprobado y tu pedido${orderLabel(order)} ya está en la cocina.`,
      ...(promise ? [`${promise}.`] : []),
      order.delivery
        ? `Te lo llevamos a ${order.delivery.address.street}. Te avisamos por ${noticeBy} cuando salga.`
        : `Retiralo en ${STORE_ADDRESS}. Te avisamos por ${noticeBy} cuando esté listo.`,
      // The invoice is issued just after the payment (modules/invoicing): it waits on the purchase.
      ...(invoiced
        ? ['Tu factura electrónica queda en tu compra: abrila con Ver mi compra y tocá Descargar factura.']
        : []),
    ],
    rows: receiptRows(order, terms),
    action: { label: 'Ver mi compra', url },
    footnote: 'Guardá este correo como comprobante de tu compra.',
  });
}

export function readyMail(order: Order, firstName: string, url: string): MailContent {
  return brandedMail({
    subject: `Tu pedido${orderLabel(order)} está listo para retirar`,
    greeting: `Hola ${firstName}!`,
    paragraphs: [
      `Tu pedido${orderLabel(order)} está listo. Te esperamos en ${STORE_ADDRESS}.`,
      'Decí tu número en el mostrador y llevátelo recién hecho.',
    ],
    action: { label: 'Ver mi compra', url },
  });
}

/** `Tu pedido #N está en camino`: the rider's first name and the window promised. */
export function inTransitMail(order: Order, firstName: string, url: string): MailContent {
  const rider = order.delivery?.rider?.firstName;
  return brandedMail({
    subject: `Tu pedido${orderLabel(order)} está en camino`,
    greeting: `Hola ${firstName}!`,
    paragraphs: [
      `Tu pedido${orderLabel(order)} está en camino${rider ? ` con ${rider}` : ''}.`,
      ...(order.delivery ? [`${order.delivery.windowText}.`] : []),
      'Seguilo en vivo desde tu compra.',
    ],
    action: { label: 'Ver mi compra', url },
  });
}

/** Money given back, with the reason the staff wrote: the customer reads it word for word. */
export function refundMail(
  order: Order,
  firstName: string,
  url: string,
  refund: { amount: number; reason: string },
): MailContent {
  const cancelled = order.status === 'Cancelado';
  return brandedMail({
    subject: `Te devolvimos ${formatPrice(refund.amount)} de tu pedido${orderLabel(order)}`,
    greeting: `Hola ${firstName}!`,
    paragraphs: [
      `Te devolvimos ${formatPrice(refund.amount)} de tu pedido${orderLabel(order)}${cancelled ? ' y lo cancelamos' : ''}.`,
      `Motivo: ${refund.reason}`,
      'La devolución vuelve al medio con el que pagaste; según tu banco puede tardar unos días en verse.',
    ],
    action: { label: 'Ver mi compra', url },
  });
}

/**
 * Mail about an order that already changed: a failure is logged and never undoes the payment
 * or the kitchen's 'Listo' (the customer still sees it on the purchase detail). Callers do not
 * wait for it, so a slow mail server never holds up the kitchen or the payment's answer.
 */
async function mailCustomer(
  ctx: MailContext,
  purchaseId: string,
  compose: (order: Order, firstName: string, url: string, terms: PaymentTerms | null) => MailContent,
): Promise<void> {
  try {
    const row = await repo.orderByPurchaseId(ctx.db, purchaseId);
    if (!row) return;
    const order = toOrder(row, await repo.linesOf(ctx.db, [row.id]), await repo.refundsOf(ctx.db, [row.id]));
    const terms = await repo.paymentTerms(ctx.db, purchaseId);
    await ctx.mailer.send({ to: row.email, ...compose(order, row.firstName, purchaseUrl(ctx, order), terms) });
  } catch (error) {
    ctx.log.error({ err: error, purchaseId }, 'could not mail the customer about the order');
  }
}

/** A just-paid order as its approval read it, and how it was paid. */
export interface ReceiptOrder {
  order: Order;
  terms: PaymentTerms | null;
  /** A late payment moved the order to a later slot: the mail says the new time first. */
  promiseMoved?: boolean;
  /** The next notices go by WhatsApp (the customer chose it and the shop sends it). */
  byWhatsApp?: boolean;
}

/**
 * The receipt of a payment just approved, written from what the approval already read under the
 * order's lock: nothing is read again. Like every mail here, a failure is only logged.
 */
export async function sendReceiptMail(
  ctx: MailContext,
  { order, terms, promiseMoved, byWhatsApp }: ReceiptOrder,
  customer: { email: string; firstName: string },
): Promise<void> {
  try {
    const invoiced = await invoicingEnabled(ctx.db);
    await ctx.mailer.send({
      to: customer.email,
      ...receiptMail(
        order,
        customer.firstName,
        purchaseUrl(ctx, order),
        terms,
        ctx.now?.(),
        promiseMoved,
        invoiced,
        byWhatsApp ? 'WhatsApp' : 'correo',
      ),
    });
  } catch (error) {
    ctx.log.error({ err: error, purchaseId: order.purchaseId }, 'could not mail the customer about the order');
  }
}
export const sendRefundMail = (ctx: MailContext, purchaseId: string, refund: { amount: number; reason: string }) =>
  mailCustomer(ctx, purchaseId, (order, firstName, url) => refundMail(order, firstName, url, refund));
export const sendInTransitMail = (ctx: MailContext, purchaseId: string) =>
  mailCustomer(ctx, purchaseId, (order, firstName, url) => inTransitMail(order, firstName, url));
export const sendReadyMail = (ctx: MailContext, purchaseId: string) =>
  mailCustomer(ctx, purchaseId, (order, firstName, url) => readyMail(order, firstName, url));
