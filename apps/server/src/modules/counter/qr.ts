import type { StaffQrState } from '@burgers/domain/types';
import type { AppContext } from '#context';
import type { UserRow } from '#http/auth';
import { notFound } from '#lib/errors';
import { messages } from '#messages';
import * as repo from './repo';
import { recordActivity } from '../activity/record';
import { orderTarget } from '../orders/service';
import { isPaid, paySandbox, type PaymentsContext } from '../payments/service';

/** The counter's QR order by MercadoPago's order id; 404 for anything else (a web preference). */
async function qrOrder(ctx: Pick<AppContext, 'db'>, qrId: string) {
  const order = await repo.orderByQr(ctx.db, qrId);
  if (!order || order.paymentMethod !== 'qr') throw notFound(messages.orderNotFound);
  return order;
}

/** Whether the QR on the staff's screen was paid yet: the screen asks until it is. */
export async function qrState(ctx: Pick<AppContext, 'db'>, qrId: string): Promise<StaffQrState> {
  const order = await qrOrder(ctx, qrId);
  const paid = isPaid(order.status) && order.purchaseId !== null;
  return {
    status: paid ? 'pagado' : 'a_cobrar',
    purchaseId: paid ? order.purchaseId : null,
    number: paid ? order.number : null,
  };
}

/**
 * Sandbox only (the route exists only then): `Simular pago` stands in for the customer's phone,
 * approving the QR as the sandbox checkout page would; paid once, a second press is a 409.
 */
export async function simulateQrPayment(ctx: PaymentsContext, staff: UserRow, qrId: string): Promise<StaffQrState> {
  await qrOrder(ctx, qrId);
  const { payment_id } = await paySandbox(ctx, { preferenceId: qrId, status: 'approved', installments: 1 });
  const state = await qrState(ctx, qrId);
  await recordActivity(ctx.db, {
    actor: staff,
    action: 'order.payment',
    target: orderTarget({ number: state.number, purchaseId: payment_id }),
    before: { payment: 'a_cobrar' },
    after: { payment: 'pagado', method: 'qr', simulated: true },
  });
  return state;
}
