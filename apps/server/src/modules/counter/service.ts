import type { FastifyBaseLogger } from 'fastify';
import { MSG } from '@burgers/domain/messages';
import { toCents } from '@burgers/domain/pricing';
import type { StaffOrderData } from '@burgers/domain/schemas/staff-order';
import type { StaffOrder } from '@burgers/domain/types';
import type { AppContext } from '#context';
import type { UserRow } from '#http/auth';
import { badRequest, HttpError } from '#lib/errors';
import { messages } from '#messages';
import { openStaffPayment, type OpenedPayment } from './payment';
import { normalisePhone } from './phone';
import * as repo from './repo';
import { recordActivity } from '../activity/record';
import { decidePriceAndHold } from '../checkout/pass';
import { chargedLines, readPricingFacts } from '../checkout/pricing';
import { pricedOrderFields, saveOrder } from '../checkout/service';
import { deliveryOrderFields, deliveryTerms } from '../delivery/checkout';
import { releasePoints } from '../loyalty/ledger';
import { markPaidWithNumber } from '../orders/numbers';
import { toOrder } from '../orders/presenter';
import { fullName, orderFor } from '../orders/service';
import { releaseHold, withSlots } from '../pickup/service';
import { sendNewOrderNotice } from '../push/notices';
import { tellOrderConfirmed } from '../whatsapp/notices';
import { checkoutContact } from '../whatsapp/phone';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

type CounterContext = Pick<
  AppContext,
  'db' | 'database' | 'payments' | 'now' | 'config' | 'storeSettings' | 'push' | 'log' | 'background' | 'mailer'
>;

/** The order as created, plus where a link or QR is paid (null for cash). */
export type StaffOrderAnswer = StaffOrder;

/**
 * An order staff take by phone, WhatsApp or at the counter: priced by the web checkout's own
 * pricing, held in a slot like a web order (paused allowed, full only when forced). Cash goes to
 * the kitchen at once (a_cobrar); a link or QR waits for its payment like a web checkout.
 */
export async function takeStaffOrder(
  ctx: CounterContext,
  staff: UserRow,
  input: StaffOrderData,
  log: FastifyBaseLogger,
): Promise<StaffOrderAnswer> {
  const phone = normalisePhone(input.customer.phone);
  // `Avisarle por WhatsApp`: the customer's phone must be a cell WhatsApp reaches (400 first, if not).
  const contact = input.whatsapp ? checkoutContact(ctx.config, { phone: input.customer.phone, whatsapp: true }) : null;
  const email = input.customer.email ? input.customer.email : null;
  const { fulfillment } = input;
  // Delivery: the address must lie in a zone and reach its minimum, as on the web (nothing stored).
  const delivery = fulfillment === 'envio' ? await deliveryTerms(ctx, input.address) : null;
  // A known customer keeps the order in their history; otherwise it stays with whoever took it.
  const account = email ? await repo.accountByEmail(ctx.db, email) : undefined;
  const customer = account && account.role === 'customer' ? account.id : null;
  const customerUserId = customer ?? staff.id;
  const cash = input.payment.method === 'efectivo';
  const payWithCents = cash && input.payment.payWith !== undefined ? toCents(input.payment.payWith) : null;
  const facts = await readPricingFacts(ctx.db, input);
  // The web checkout's one pass (checkout/pass.ts), with what staff may do: take it while paused,
  // past a full slot when forced. A personal coupon or a reward only for the customer it belongs to.
  const { orderId, decision, priced } = await withSlots(ctx, fulfillment, (tx, state, now) =>
    decidePriceAndHold(tx, state, now, {
      input,
      facts,
      delivery,
      buyerId: customer,
      hold: { ignorePause: true, forceFull: input.forceSlot, fulfillment },
      check: (order) => {
        if (payWithCents !== null && payWithCents < order.totalCents) throw badRequest(MSG.payWithTooLow);
      },
    }),
  );
  const { forced, ...pickup } = decision;
  const windowMs = Math.min(ctx.config.paymentWindowMinutes * MINUTE_MS, ctx.config.orderTtlHours * HOUR_MS);
  const expiresAt = new Date(ctx.now().getTime() + windowMs);
  let opened: OpenedPayment = { preferenceId: `staff-${orderId}`, paymentUrl: null, qr: null };
  if (input.payment.method !== 'efectivo') {
    try {
      opened = await openStaffPayment(ctx, {
        method: input.payment.method,
        orderId,
        lines: chargedLines(priced),
        totalCents: priced.totalCents,
        note: input.note,
        payerEmail: email ?? staff.email,
        expiresAt,
      });
    } catch (error) {
      log.error({ err: error, orderId }, 'could not open the payment');
      await releaseHold(ctx, orderId).catch(() => undefined);
      if (priced.reward) await releasePoints(ctx.db, orderId, 'No se pudo iniciar el pago').catch(() => false);
      throw new HttpError(502, messages.paymentProviderFailed);
    }
  }
  const purchaseId = cash ? `efectivo-${orderId}` : null;
  await ctx.db.transaction(async (tx) => {
    await saveOrder(tx, {
      ...pickup,
      id: orderId,
      userId: customerUserId,
      preferenceId: opened.preferenceId,
      note: input.note,
      expiresAt,
      ...pricedOrderFields(priced),
      delivery: deliveryOrderFields(delivery),
      taken: {
        channel: input.channel,
        createdById: staff.id,
        createdByName: fullName(staff),
        customerName: input.customer.name,
        customerPhone: contact?.customerPhone ?? phone,
        customerEmail: email,
        paymentMethod: input.payment.method,
        payWithCents,
      },
      contact: { whatsappOptIn: contact?.whatsappOptIn ?? false },
    });
    // Cash is owed at pickup: the kitchen starts now, numbered like any paid order.
    if (purchaseId) await markPaidWithNumber(tx, { orderId, paymentId: purchaseId, paidAt: ctx.now(), flags: [] });
    const target = `pedido de ${input.customer.name}`;
    await recordActivity(tx, {
      actor: staff,
      action: 'order.staff',
      target,
      after: { channel: input.channel, method: input.payment.method, total: priced.totalCents / 100 },
    });
    if (forced) {
      await recordActivity(tx, {
        actor: staff,
        action: 'order.force_slot',
        target,
        after: { promisedAt: pickup.promisedAt },
      });
    }
  });
  if (purchaseId) {
    sendNewOrderNotice(ctx, purchaseId);
    tellOrderConfirmed(ctx, { id: orderId, purchaseId, whatsappOptIn: contact?.whatsappOptIn ?? false });
    return { ...(await orderFor(ctx, staff, purchaseId)), paymentUrl: null, qr: null };
  }
  const row = await repo.orderRowById(ctx.db, orderId);
  if (!row) throw new Error(`order ${orderId} vanished after it was saved`);
  const lines = chargedLines(priced).map((line, position) => ({ ...line, orderId, position }));
  // Stored as awaiting payment; the answer's states have no such word, so it reads Pendiente, owed.
  const order = toOrder({ ...row, status: 'Pendiente' }, lines);
  // Not paid yet: no payment id, owed until the link or QR is paid.
  return {
    ...order,
    purchaseId: null,
    payment: { ...order.payment, status: 'a_cobrar' },
    paymentUrl: opened.paymentUrl,
    qr: opened.qr,
  };
}
