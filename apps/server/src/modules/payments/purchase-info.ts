/**
 * GET /pay/mercadopago/{paymentId}: a payment as its buyer (or staff) reads it on the purchase
 * detail; a cash order, which has no provider payment, is read as its own.
 */
import type { FastifyBaseLogger } from 'fastify';
import { fromCents } from '@burgers/domain/pricing';
import type { PaymentStatus, PurchaseInfo } from '@burgers/domain/types';
import type { UserRow } from '#http/auth';
import { forbidden, notFound } from '#lib/errors';
import { messages } from '#messages';
import type { PaymentsContext } from './outcome';
import * as repo from './repo';
import { syncPaymentFromProvider } from './service';
import { orderItem, paymentFlagLabels } from '../orders/presenter';
import { isStaff } from '../orders/service';

const unsettled = new Set(['pending', 'in_process']);

/** The purchase info (docs/product/cart.md#purchase-detail), for the buyer or the staff. */
export async function purchaseInfo(
  ctx: PaymentsContext,
  user: UserRow,
  paymentId: string,
  log: FastifyBaseLogger,
): Promise<PurchaseInfo> {
  let payment = await repo.paymentById(ctx.db, paymentId);
  // Paid in cash (or owed): the order is its own payment, no provider to ask.
  if (!payment) {
    const cash = await repo.orderByPurchaseId(ctx.db, paymentId);
    if (cash?.paymentMethod === 'efectivo') return cashPurchaseInfo(ctx, user, cash);
  }
  // The buyer may come back before MercadoPago's notification: ask MercadoPago itself.
  if (ctx.payments.name === 'mercadopago' && (!payment || unsettled.has(payment.status))) {
    try {
      if (await syncPaymentFromProvider(ctx, paymentId, log)) payment = await repo.paymentById(ctx.db, paymentId);
    } catch (error) {
      if (!payment) throw error;
    }
  }
  if (!payment) throw notFound(messages.paymentNotFound);
  const order = await repo.orderById(ctx.db, payment.orderId);
  if (!order) throw notFound(messages.paymentNotFound);
  if (order.userId !== user.id && !isStaff(user)) throw forbidden(messages.forbidden);
  const lines = await repo.linesOfOrder(ctx.db, order.id);
  return {
    id: payment.id,
    transaction_amount: fromCents(payment.transactionAmountCents),
    status: payment.status as PaymentStatus,
    installments: payment.installments,
    transaction_details: {
      installment_amount: fromCents(payment.installmentAmountCents),
      total_paid_amount: fromCents(payment.totalPaidCents),
    },
    additional_info: { items: lines.map(orderItem) },
    external_reference: String(order.id),
    simulated: payment.provider === 'sandbox',
    refunded: order.refundedAt !== null && order.purchaseId === payment.id,
    ...(isStaff(user) && order.paymentFlags.length > 0 ? { flags: paymentFlagLabels(order.paymentFlags) } : {}),
  };
}

/** A cash order's purchase, as the purchase detail reads any payment: taken (`approved`), its own lines. */
async function cashPurchaseInfo(ctx: PaymentsContext, user: UserRow, order: repo.OrderRow): Promise<PurchaseInfo> {
  if (order.userId !== user.id && !isStaff(user)) throw forbidden(messages.forbidden);
  const lines = await repo.linesOfOrder(ctx.db, order.id);
  const total = fromCents(order.totalCents);
  return {
    id: order.purchaseId ?? '',
    transaction_amount: total,
    status: 'approved',
    installments: 1,
    transaction_details: { installment_amount: total, total_paid_amount: total },
    additional_info: { items: lines.map(orderItem) },
    external_reference: String(order.id),
    simulated: false,
    refunded: order.refundedAt !== null,
  };
}
