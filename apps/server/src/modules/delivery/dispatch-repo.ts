import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { RiderChoice } from '@burgers/domain/schemas/delivery-response';
import type { Tx } from '#db/client';
import { orders, riderPositions, users } from '#db/schema';

/** An order the rider may take: paid, for delivery, ready, not yet on its way, not refunded. */
const takeable = and(
  eq(orders.fulfillment, 'envio'),
  eq(orders.status, 'Listo'),
  isNull(orders.dispatchedAt),
  isNull(orders.deliveredAt),
  isNull(orders.refundedAt),
  isNull(orders.cancelledAt),
);

/** A rider: any active staff account. */
export async function riderById(db: Tx, id: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, ['employee', 'admin']), isNull(users.deletedAt)));
  return row ? { id: row.id, name: `${row.firstName} ${row.lastName}`.trim() } : undefined;
}

/** Assigns (or reassigns) a ready delivery order to a rider, before it leaves. */
export async function assign(
  db: Tx,
  purchaseId: string,
  rider: { id: number; name: string },
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ riderId: rider.id, riderName: rider.name, riderAssignedAt: at })
    .where(and(eq(orders.purchaseId, purchaseId), takeable))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Listo -> En camino, once: the rider named takes it out now. */
export async function dispatch(
  db: Tx,
  purchaseId: string,
  rider: { id: number; name: string },
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({
      riderId: rider.id,
      riderName: rider.name,
      dispatchedAt: at,
      riderAssignedAt: sql`coalesce(${orders.riderAssignedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(and(eq(orders.purchaseId, purchaseId), takeable))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** En camino -> Entregado, once; the rider's shared positions are deleted with it. */
export async function deliver(
  db: Tx,
  purchaseId: string,
  staff: { id: number; name: string },
  at: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(orders)
    .set({ deliveredAt: at, deliveredById: staff.id, deliveredByName: staff.name })
    .where(
      and(
        eq(orders.purchaseId, purchaseId),
        eq(orders.fulfillment, 'envio'),
        eq(orders.status, 'Listo'),
        isNotNull(orders.dispatchedAt),
        isNull(orders.deliveredAt),
        isNull(orders.refundedAt),
        isNull(orders.cancelledAt),
      ),
    )
    .returning({ id: orders.id });
  if (!row) return undefined;
  await db.delete(riderPositions).where(eq(riderPositions.orderId, row.id));
  return row.id;
}

/** The purchase ids of a rider's orders not yet delivered, in the order they were assigned. */
export async function riderPurchaseIds(db: Tx, riderId: number): Promise<string[]> {
  const rows = await db
    .select({ purchaseId: orders.purchaseId })
    .from(orders)
    .where(
      and(
        eq(orders.riderId, riderId),
        eq(orders.fulfillment, 'envio'),
        eq(orders.status, 'Listo'),
        isNull(orders.deliveredAt),
        isNull(orders.refundedAt),
        isNull(orders.cancelledAt),
      ),
    )
    .orderBy(asc(orders.riderAssignedAt), asc(orders.id));
  return rows.flatMap((row) => (row.purchaseId ? [row.purchaseId] : []));
}

/** Every active staff account, the riders staff may choose from. */
export async function riders(db: Tx): Promise<RiderChoice[]> {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(inArray(users.role, ['employee', 'admin']), isNull(users.deletedAt)))
    .orderBy(asc(users.firstName), asc(users.id));
}
