import { NO_SHOW_AFTER_MINUTES } from '@burgers/domain/constants';
import { todayInStore } from '@burgers/domain/coupons';
import { MSG } from '@burgers/domain/messages';
import { fromCents, toCents } from '@burgers/domain/pricing';
import type { Order } from '@burgers/domain/types';
import type { AppContext } from '#context';
import type { Tx } from '#db/client';
import type { UserRow } from '#http/auth';
import { badRequest, conflict, notFound } from '#lib/errors';
import { messages } from '#messages';
import * as repo from './repo';
import { recordActivity } from '../activity/record';
import { notifyOrderEvent } from '../orders/events';
import { orderFor, orderTarget } from '../orders/service';

type CashContext = Pick<AppContext, 'db' | 'database' | 'now' | 'invoicing'>;

const DAY_MS = 86_400_000;

/** The calendar day after `day` (YYYY-MM-DD). */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** Cash taken after a day's drawer was closed counts in the next open one. */
async function openDrawerDay(tx: Tx, now: Date): Promise<string> {
  let day = todayInStore(now);
  while (await repo.closeOf(tx, day)) day = nextDay(day);
  return day;
}

/** Staff take the cash of an order owed (a_cobrar); taken once, never less than the total. */
export async function takeCash(ctx: CashContext, staff: UserRow, purchaseId: string, received: number): Promise<Order> {
  const receivedCents = toCents(received);
  await ctx.db.transaction(async (tx) => {
    const order = await repo.lockPaidOrder(tx, purchaseId);
    if (!order) throw notFound(messages.orderNotFound);
    if (order.paymentMethod !== 'efectivo' || order.cashPaidAt !== null) throw conflict(MSG.cashAlreadyPaid);
    if (receivedCents < order.totalCents) throw badRequest(MSG.cashReceivedTooLow);
    const at = ctx.now();
    const day = await openDrawerDay(tx, at);
    await repo.markCashPaid(tx, order.id, { at, receivedCents, day });
    await recordActivity(tx, {
      actor: staff,
      action: 'order.payment',
      target: orderTarget({ number: order.number, purchaseId }),
      before: { payment: 'a_cobrar' },
      after: {
        payment: 'pagado',
        method: 'efectivo',
        received: fromCents(receivedCents),
        change: fromCents(receivedCents - order.totalCents),
        day,
      },
    });
  });
  // Cash in hand is a sale: its invoice is issued now, after the commit (modules/invoicing).
  ctx.invoicing.kick();
  return orderFor(ctx, staff, purchaseId);
}

/**
 * A ready order not picked up an hour past its promise leaves the ready list (No retirado): a
 * cash one is never charged, the stock it took stays taken, and it counts against the customer.
 */
export async function markNoShow(ctx: CashContext, staff: UserRow, purchaseId: string): Promise<Order> {
  await ctx.db.transaction(async (tx) => {
    const order = await repo.lockPaidOrder(tx, purchaseId);
    if (!order) throw notFound(messages.orderNotFound);
    const waiting =
      order.status === 'Listo' &&
      order.deliveredAt === null &&
      order.refundedAt === null &&
      order.cancelledAt === null &&
      order.noShowAt === null;
    if (!waiting) throw conflict(MSG.noShowNotReady);
    const promised = order.promisedAt ?? order.paidAt ?? ctx.now();
    const now = ctx.now();
    if (now.getTime() < promised.getTime() + NO_SHOW_AFTER_MINUTES * 60_000) throw conflict(MSG.noShowTooEarly);
    await repo.markNoShow(tx, order.id, now);
    await notifyOrderEvent(tx, { purchaseId, status: 'Listo' });
    await recordActivity(tx, {
      actor: staff,
      action: 'order.no_show',
      target: orderTarget({ number: order.number, purchaseId }),
      before: { status: 'Listo' },
      after: { noShow: true },
    });
  });
  return orderFor(ctx, staff, purchaseId);
}
