import type { OrderStatus } from '@burgers/domain/constants';
import { isStaffRole } from '@burgers/domain/order-states';
import type { Order } from '@burgers/domain/types';
import type { AppContext } from '#context';
import type { Tx } from '#db/client';
import type { UserRow } from '#http/auth';
import { conflict, forbidden, notFound } from '#lib/errors';
import { messages } from '#messages';
import { notifyOrderEvent } from './events';
import { orderHandedOver } from './handed-over';
import { toOrder, type PaidOrderRow } from './presenter';
import * as repo from './repo';
import { recordActivity } from '../activity/record';
import { tellOrderReady } from '../whatsapp/notices';

/** Ready orders pile up forever; the kitchen screen only needs the latest ones. */
export const READY_ORDERS_SHOWN = 200;

type OrdersContext = Pick<AppContext, 'db' | 'database'>;
type ReadyContext = OrdersContext & Pick<AppContext, 'mailer' | 'config' | 'log' | 'push' | 'background' | 'now'>;

export const isStaff = (user: Pick<UserRow, 'role'>) => isStaffRole(user.role);
export const fullName = (user: Pick<UserRow, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

export async function withLines(db: Tx, rows: readonly PaidOrderRow[]): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const [lines, refunds] = [await repo.linesOf(db, ids), await repo.refundsOf(db, ids)];
  return rows.map((row) =>
    toOrder(
      row,
      lines.filter((line) => line.orderId === row.id),
      refunds.filter((refund) => refund.orderId === row.id),
    ),
  );
}

/** The kitchen's lists, oldest first; without a status, both lists in one. */
export async function kitchenOrders(ctx: OrdersContext, status?: OrderStatus): Promise<Order[]> {
  const pending = status === 'Listo' ? [] : await repo.kitchenOrders(ctx.db, 'Pendiente');
  const ready = status === 'Pendiente' ? [] : await repo.kitchenOrders(ctx.db, 'Listo', READY_ORDERS_SHOWN);
  const rows = [...pending, ...ready].sort(
    (a, b) => (a.paidAt?.getTime() ?? 0) - (b.paidAt?.getTime() ?? 0) || a.id - b.id,
  );
  return withLines(ctx.db, rows);
}

export async function customerOrders(ctx: OrdersContext, userId: number): Promise<Order[]> {
  return withLines(ctx.db, await repo.customerOrders(ctx.db, userId));
}

/** A paid order for its customer or the staff; anyone else learns nothing about it. */
async function visibleOrder(ctx: OrdersContext, user: UserRow, purchaseId: string): Promise<PaidOrderRow> {
  const row = await repo.orderByPurchaseId(ctx.db, purchaseId);
  if (!row) throw notFound(messages.orderNotFound);
  if (row.userId !== user.id && !isStaff(user)) throw forbidden(messages.forbidden);
  return row;
}

/** A paid order's row, for the staff's moves on it: 404 when there is none. */
export async function paidOrderRow(ctx: OrdersContext, purchaseId: string): Promise<PaidOrderRow> {
  const row = await repo.orderByPurchaseId(ctx.db, purchaseId);
  if (!row) throw notFound(messages.orderNotFound);
  return row;
}

/** Only the buyer follows an order live. */
export async function requireOwnOrder(ctx: OrdersContext, user: UserRow, purchaseId: string): Promise<void> {
  const row = await repo.orderByPurchaseId(ctx.db, purchaseId);
  if (!row) throw notFound(messages.orderNotFound);
  if (row.userId !== user.id) throw forbidden(messages.forbidden);
}

export async function orderFor(ctx: OrdersContext, user: UserRow, purchaseId: string): Promise<Order> {
  const [order] = await withLines(ctx.db, [await visibleOrder(ctx, user, purchaseId)]);
  return order;
}

/** How the activity log names an order: its number, or the payment id when it has none. */
export const orderTarget = (row: Pick<PaidOrderRow, 'number' | 'purchaseId'>) =>
  row.number === null ? `pedido ${row.purchaseId}` : `pedido #${row.number}`;

/** Listo -> Entregado (picked up), by the staff member whose token made the call; any other move is a 409. */
export async function markOrderDelivered(ctx: ReadyContext, staff: UserRow, purchaseId: string): Promise<Order> {
  const before = await repo.orderByPurchaseId(ctx.db, purchaseId);
  if (!before) throw notFound(messages.orderNotFound);
  const changed = await ctx.db.transaction(async (tx) => {
    const done = await repo.markDelivered(tx, purchaseId, { id: staff.id, name: fullName(staff) }, ctx.now());
    if (done) {
      await notifyOrderEvent(tx, { purchaseId, status: 'Entregado' });
      await recordActivity(tx, {
        actor: staff,
        action: 'order.delivered',
        target: orderTarget(before),
        before: { status: 'Listo' },
        after: { status: 'Entregado' },
      });
      // Picked up: its points are credited and its review request scheduled.
      await orderHandedOver(tx, before, ctx.now());
    }
    return done;
  });
  if (!changed) throw conflict(messages.orderNotReady);
  return orderFor(ctx, staff, purchaseId);
}

/** The employee recorded is the one whose token made the call, never one named in the body. */
export async function markOrderReady(ctx: ReadyContext, employee: UserRow, purchaseId: string): Promise<Order> {
  const changed = await ctx.db.transaction(async (tx) => {
    const done = await repo.markReady(tx, purchaseId, { id: employee.id, name: fullName(employee) });
    if (done) {
      await notifyOrderEvent(tx, { purchaseId, status: 'Listo' });
      const row = await repo.orderByPurchaseId(tx, purchaseId);
      if (row) {
        await recordActivity(tx, {
          actor: employee,
          action: 'order.ready',
          target: orderTarget(row),
          before: { status: 'Pendiente' },
          after: { status: 'Listo' },
        });
      }
    }
    return done;
  });
  const row = await repo.orderByPurchaseId(ctx.db, purchaseId);
  if (!row) throw notFound(messages.orderNotFound);
  if (!changed) throw conflict(messages.orderNotPending);
  // A background task: a shutdown waits for it before closing the database. A delivery order is
  // not picked up: its customer hears when the rider leaves (En camino) instead.
  if (row.fulfillment !== 'envio') {
    // By WhatsApp when the customer chose it; the push notice and the mail otherwise, or if it fails.
    tellOrderReady(ctx, row);
  }
  const [order] = await withLines(ctx.db, [row]);
  return order;
}

/** Kept for SPEC's client, which flags the order after reviewing; setting it again changes nothing. */
export async function markOrderReviewed(ctx: OrdersContext, user: UserRow, purchaseId: string): Promise<Order> {
  const row = await repo.orderByPurchaseId(ctx.db, purchaseId);
  if (!row) throw notFound(messages.orderNotFound);
  if (row.userId !== user.id) throw forbidden(messages.forbidden);
  if (!row.reviewed) await repo.markReviewed(ctx.db, row.id);
  const [order] = await withLines(ctx.db, [{ ...row, reviewed: true }]);
  return order;
}
