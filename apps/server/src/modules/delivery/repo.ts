import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { deliveryZones, riderPositions, storeSettings, userAddresses } from '#db/schema';

export type ZoneRow = typeof deliveryZones.$inferSelect;
export type NewZone = Omit<typeof deliveryZones.$inferInsert, 'id' | 'updatedAt'>;

/** Every zone in the owner's order (a point on a shared edge belongs to the first). */
export async function allZones(db: Tx): Promise<ZoneRow[]> {
  return db.select().from(deliveryZones).orderBy(asc(deliveryZones.position), asc(deliveryZones.id));
}

/** Replaces every zone; the caller's transaction keeps the old set and the new from mixing. */
export async function replaceZones(tx: Tx, zones: readonly NewZone[]): Promise<void> {
  await tx.delete(deliveryZones);
  if (zones.length > 0) await tx.insert(deliveryZones).values([...zones]);
}

export interface DeliverySettingsRow {
  enabled: boolean;
  hours: Array<{ day: number; from: string; to: string }>;
  deliverySlotCapacity: number;
  storeLat: number;
  storeLng: number;
}

export async function readDeliverySettings(db: Tx): Promise<DeliverySettingsRow | undefined> {
  const [row] = await db
    .select({
      enabled: storeSettings.deliveryEnabled,
      hours: storeSettings.deliveryHours,
      deliverySlotCapacity: storeSettings.deliverySlotCapacity,
      storeLat: storeSettings.storeLat,
      storeLng: storeSettings.storeLng,
    })
    .from(storeSettings)
    .where(eq(storeSettings.id, 1));
  return row;
}

export async function writeDeliverySettings(
  db: Tx,
  settings: { enabled: boolean; hours: DeliverySettingsRow['hours']; deliverySlotCapacity?: number },
): Promise<void> {
  await db
    .update(storeSettings)
    .set({
      deliveryEnabled: settings.enabled,
      deliveryHours: settings.hours,
      ...(settings.deliverySlotCapacity === undefined ? {} : { deliverySlotCapacity: settings.deliverySlotCapacity }),
      updatedAt: new Date(),
    })
    .where(eq(storeSettings.id, 1));
}

// ---- saved addresses ----

export type AddressRow = typeof userAddresses.$inferSelect;

export async function addressesOf(db: Tx, userId: number): Promise<AddressRow[]> {
  return db.select().from(userAddresses).where(eq(userAddresses.userId, userId)).orderBy(asc(userAddresses.id));
}

/** Adds the address unless the user already keeps `max`: counted in the same statement. */
export async function insertAddress(
  db: Tx,
  address: Omit<typeof userAddresses.$inferInsert, 'id' | 'createdAt'>,
  max: number,
): Promise<AddressRow | undefined> {
  const rows = await db.execute<{ id: number }>(sql`
    insert into ${userAddresses} (user_id, label, street, floor, apartment, between_streets, note, lat, lng)
    select ${address.userId}::int, ${address.label ?? ''}, ${address.street}, ${address.floor ?? ''}, ${address.apartment ?? ''},
      ${address.betweenStreets ?? ''}, ${address.note ?? ''}, ${address.lat}::float8, ${address.lng}::float8
    where (select count(*) from ${userAddresses} where user_id = ${address.userId}::int) < ${max}
    returning id`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: Array<{ id: number }> }).rows;
  const id = list[0]?.id;
  if (id === undefined) return undefined;
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.id, Number(id)));
  return row;
}

export async function deleteAddress(db: Tx, userId: number, addressId: number): Promise<boolean> {
  const rows = await db
    .delete(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.id, addressId)))
    .returning({ id: userAddresses.id });
  return rows.length > 0;
}

// ---- the rider's position ----

export type PositionRow = typeof riderPositions.$inferSelect;

export async function positionOf(db: Tx, orderId: number): Promise<PositionRow | undefined> {
  const [row] = await db.select().from(riderPositions).where(eq(riderPositions.orderId, orderId));
  return row;
}

/** Keeps only the last position; written only when the previous is at least `minGapMs` old. */
export async function savePosition(db: Tx, position: PositionRow, minGapMs: number): Promise<boolean> {
  const since = new Date(position.recordedAt.getTime() - minGapMs);
  const rows = await db
    .insert(riderPositions)
    .values(position)
    .onConflictDoUpdate({
      target: riderPositions.orderId,
      set: { lat: position.lat, lng: position.lng, recordedAt: position.recordedAt, riderId: position.riderId },
      setWhere: sql`${riderPositions.recordedAt} <= ${since.toISOString()}::timestamptz`,
    })
    .returning({ orderId: riderPositions.orderId });
  return rows.length > 0;
}

export async function deletePosition(db: Tx, orderId: number): Promise<void> {
  await db.delete(riderPositions).where(eq(riderPositions.orderId, orderId));
}
