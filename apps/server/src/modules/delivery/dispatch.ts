/**
 * A delivery order to the door (docs/product/delivery.md#to-the-door): assigned to a rider (any
 * staff account), `En camino` with the rider's first name on the customer's tracker, a push
 * notice and a mail, the rider's position shared while on the way, then `Entregado` (positions
 * deleted).
 */
import { DELIVERY_MSG } from '@burgers/domain/delivery-messages';
import type { Order } from '@burgers/domain/types';
import type { AppContext } from '#context';
import type { UserRow } from '#http/auth';
import { badRequest, conflict, forbidden, HttpError } from '#lib/errors';
import * as repo from './dispatch-repo';
import { savePosition } from './repo';
import { recordActivity } from '../activity/record';
import { notifyOrderEvent } from '../orders/events';
import { orderHandedOver } from '../orders/handed-over';
import { fullName, orderFor, orderTarget, paidOrderRow, withLines } from '../orders/service';
import { tellOrderInTransit } from '../whatsapp/notices';

type DispatchContext = Pick<
  AppContext,
  'db' | 'database' | 'now' | 'mailer' | 'config' | 'log' | 'push' | 'background'
>;

/** The rider shares the phone's position at most this often. */
export const POSITION_EVERY_MS = 30_000;

async function riderFor(ctx: DispatchContext, riderId: number): Promise<{ id: number; name: string }> {
  const rider = await repo.riderById(ctx.db, riderId);
  if (!rider) throw badRequest(DELIVERY_MSG.riderInvalid);
  return rider;
}

/** Staff give a ready delivery order to a rider, who finds it on `/reparto`. */
export async function assignRider(
  ctx: DispatchContext,
  staff: UserRow,
  purchaseId: string,
  riderId: number,
): Promise<Order> {
  const before = await paidOrderRow(ctx, purchaseId);
  const rider = await riderFor(ctx, riderId);
  const done = await ctx.db.transaction(async (tx) => {
    if (!(await repo.assign(tx, purchaseId, rider, ctx.now()))) return false;
    await notifyOrderEvent(tx, { purchaseId, status: 'Listo' });
    await recordActivity(tx, {
      actor: staff,
      action: 'order.dispatched',
      target: orderTarget(before),
      before: { rider: before.riderName ?? null },
      after: { rider: rider.name },
    });
    return true;
  });
  if (!done) throw conflict(DELIVERY_MSG.inTransitOnlyDelivery);
  return orderFor(ctx, staff, purchaseId);
}

/** Listo -> En camino for a delivery order: the rider named (or the one assigned, or the caller). */
export async function markInTransit(
  ctx: DispatchContext,
  staff: UserRow,
  purchaseId: string,
  riderId: number | undefined,
): Promise<Order> {
  const before = await paidOrderRow(ctx, purchaseId);
  const rider = await riderFor(ctx, riderId ?? before.riderId ?? staff.id);
  const done = await ctx.db.transaction(async (tx) => {
    if (!(await repo.dispatch(tx, purchaseId, rider, ctx.now()))) return false;
    await notifyOrderEvent(tx, { purchaseId, status: 'En camino' });
    await recordActivity(tx, {
      actor: staff,
      action: 'order.dispatched',
      target: orderTarget(before),
      before: { status: 'Listo' },
      after: { status: 'En camino', rider: rider.name },
    });
    return true;
  });
  if (!done) throw conflict(DELIVERY_MSG.inTransitOnlyDelivery);
  // By WhatsApp when the customer chose it; the push notice and the mail otherwise, or if it fails.
  tellOrderInTransit(ctx, before);
  return orderFor(ctx, staff, purchaseId);
}

/** En camino -> Entregado for a delivery order; its rider's positions are deleted at once. */
export async function markBrought(ctx: DispatchContext, staff: UserRow, purchaseId: string): Promise<Order> {
  const before = await paidOrderRow(ctx, purchaseId);
  const done = await ctx.db.transaction(async (tx) => {
    const id = await repo.deliver(tx, purchaseId, { id: staff.id, name: fullName(staff) }, ctx.now());
    if (id === undefined) return false;
    await notifyOrderEvent(tx, { purchaseId, status: 'Entregado' });
    await recordActivity(tx, {
      actor: staff,
      action: 'order.delivered',
      target: orderTarget(before),
      before: { status: 'En camino' },
      after: { status: 'Entregado' },
    });
    // Brought to the door: its points are credited and its review request scheduled, as at pickup.
    await orderHandedOver(tx, before, ctx.now());
    return true;
  });
  if (!done) throw conflict(DELIVERY_MSG.deliveredNeedsTransit);
  return orderFor(ctx, staff, purchaseId);
}

/** `/reparto`: the caller's orders not yet delivered, in the order they were assigned. */
export async function riderOrders(ctx: DispatchContext, rider: UserRow): Promise<Order[]> {
  const ids = await repo.riderPurchaseIds(ctx.db, rider.id);
  const rows = await Promise.all(ids.map((purchaseId) => paidOrderRow(ctx, purchaseId)));
  return withLines(ctx.db, rows);
}

/**
 * The rider's phone shares where it is while the order is En camino and theirs, at most every 30
 * seconds; the customer's tracker hears of it on the order's stream.
 */
export async function shareRiderPosition(
  ctx: DispatchContext,
  rider: UserRow,
  purchaseId: string,
  point: { lat: number; lng: number },
): Promise<void> {
  const row = await paidOrderRow(ctx, purchaseId);
  const onTheWay = row.dispatchedAt && !row.deliveredAt && !row.refundedAt && !row.cancelledAt;
  if (row.riderId !== rider.id) throw forbidden(DELIVERY_MSG.positionOnlyInTransit);
  if (!onTheWay) throw conflict(DELIVERY_MSG.positionOnlyInTransit);
  const saved = await ctx.db.transaction(async (tx) => {
    const written = await savePosition(
      tx,
      { orderId: row.id, riderId: rider.id, lat: point.lat, lng: point.lng, recordedAt: ctx.now() },
      POSITION_EVERY_MS,
    );
    if (written) await notifyOrderEvent(tx, { purchaseId, status: 'En camino', position: true });
    return written;
  });
  // The phone asked again before 30 seconds passed.
  if (!saved) throw new HttpError(429, DELIVERY_MSG.positionTooSoon);
}

export async function riderChoices(ctx: DispatchContext) {
  return repo.riders(ctx.db);
}
