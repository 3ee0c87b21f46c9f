import { deliveryWindow, deliveryWindowText } from '@burgers/domain/delivery';
import { isoAtStore } from '@burgers/domain/pickup-slots';
import { fromCents } from '@burgers/domain/pricing';
import type { Order } from '@burgers/domain/types';

type DeliveryView = NonNullable<Order['delivery']>;

/** What a paid order's row says of its delivery (presenter.ts's PaidOrderRow carries these fields). */
export interface OrderDeliveryRow {
  createdAt: Date;
  paidAt: Date | null;
  promisedAt: Date | null;
  deliveredAt: Date | null;
  /** Delivery (docs/product/delivery.md); absent on reads that predate it: a pickup order. */
  customerPhone?: string | null;
  fulfillment?: 'retiro' | 'envio';
  deliveryAddress?: unknown;
  deliveryZone?: string | null;
  deliveryFeeCents?: number;
  deliveryExtraMinutes?: number;
  riderId?: number | null;
  riderName?: string | null;
  riderAssignedAt?: Date | null;
  dispatchedAt?: Date | null;
  riderPosition?: { lat: number; lng: number; at: string } | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

const addressRaw = (stored: unknown): Record<string, unknown> =>
  stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};

/** The stored address (JSON), read defensively. */
function addressOf(stored: unknown): DeliveryView['address'] {
  const raw = addressRaw(stored);
  return {
    street: text(raw.street),
    floor: text(raw.floor),
    apartment: text(raw.apartment),
    betweenStreets: text(raw.betweenStreets),
    note: text(raw.note),
    lat: number(raw.lat),
    lng: number(raw.lng),
  };
}

/** Where a delivery order goes, its window, rider and position; null for pickup. */
export function orderDelivery(row: OrderDeliveryRow): DeliveryView | null {
  if (row.fulfillment !== 'envio') return null;
  const slot = row.promisedAt ?? row.paidAt ?? row.createdAt;
  const window = deliveryWindow(slot, row.deliveryExtraMinutes ?? 0);
  const delivered = row.deliveredAt !== null;
  return {
    zone: row.deliveryZone ?? '',
    fee: fromCents(row.deliveryFeeCents ?? 0),
    address: addressOf(row.deliveryAddress),
    windowFrom: isoAtStore(window.earliest),
    windowTo: isoAtStore(window.latest),
    windowText: deliveryWindowText(window),
    rider:
      row.riderId !== null && row.riderId !== undefined
        ? { id: row.riderId, firstName: (row.riderName ?? '').split(' ')[0] ?? '' }
        : null,
    dispatchedAt: row.dispatchedAt?.toISOString() ?? null,
    position:
      !delivered && row.riderPosition
        ? { ...row.riderPosition, at: new Date(row.riderPosition.at).toISOString() }
        : null,
    phone: row.customerPhone ?? (text(addressRaw(row.deliveryAddress).phone) || null),
  };
}
