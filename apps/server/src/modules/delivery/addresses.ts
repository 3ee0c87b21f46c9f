import type { z } from 'zod';
import { DELIVERY_MSG } from '@burgers/domain/delivery-messages';
import { SAVED_ADDRESSES_MAX } from '@burgers/domain/schemas/delivery';
import type { savedAddressSchema } from '@burgers/domain/schemas/delivery';
import type { SavedAddress } from '@burgers/domain/schemas/delivery-response';
import type { AppContext } from '#context';
import { conflict, notFound } from '#lib/errors';
import * as repo from './repo';

type SavedAddressData = z.output<typeof savedAddressSchema>;
type AddressContext = Pick<AppContext, 'db'>;

export type SavedAddressView = SavedAddress;

const toView = (row: repo.AddressRow): SavedAddressView => ({
  id: row.id,
  label: row.label,
  street: row.street,
  floor: row.floor,
  apartment: row.apartment,
  betweenStreets: row.betweenStreets,
  note: row.note,
  lat: row.lat,
  lng: row.lng,
});

export async function listAddresses(ctx: AddressContext, userId: number): Promise<SavedAddressView[]> {
  return (await repo.addressesOf(ctx.db, userId)).map(toView);
}

/** Keeps an address for the next checkout; up to SAVED_ADDRESSES_MAX per account (409 past it). */
export async function saveAddress(
  ctx: AddressContext,
  userId: number,
  input: SavedAddressData,
): Promise<SavedAddressView> {
  const row = await repo.insertAddress(
    ctx.db,
    {
      userId,
      label: input.label,
      street: input.street,
      floor: input.floor,
      apartment: input.apartment,
      betweenStreets: input.betweenStreets,
      note: input.note,
      lat: input.lat,
      lng: input.lng,
    },
    SAVED_ADDRESSES_MAX,
  );
  if (!row) throw conflict(DELIVERY_MSG.addressesTooMany);
  return toView(row);
}

export async function removeAddress(ctx: AddressContext, userId: number, addressId: number): Promise<void> {
  if (!(await repo.deleteAddress(ctx.db, userId, addressId))) throw notFound(DELIVERY_MSG.addressNotFound);
}
