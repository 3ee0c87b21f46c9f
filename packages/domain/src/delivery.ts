/**
 * Delivery by the shop's own riders (docs/product/delivery.md): the zones drawn on the map, which
 * zone a point falls in, its fee and minimum, and the window the customer is promised. Pure: the
 * caller passes the zones, the store's location and the promised slot.
 */
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import distance from '@turf/distance';
import { polygon as turfPolygon } from '@turf/helpers';
import kinks from '@turf/kinks';
import { DELIVERY_MSG } from './delivery-messages';
import { formatPrice, fromCents } from './pricing';
import type { GeoPoint } from './schemas/delivery-response';
import { formatMinutes, storeClock } from './store-hours';

/** A position as GeoJSON writes it: longitude first. */
export type Position = [lng: number, lat: number];
/** The outer ring first, then any holes; every ring closed (first point repeated at the end). */
export type PolygonRings = Position[][];

export interface DeliveryZone {
  name: string;
  feeCents: number;
  minimumCents: number;
  /** Minutes the ride adds to the kitchen's time. */
  extraMinutes: number;
  rings: PolygonRings;
}

export type LatLng = GeoPoint;

/** Zones farther than this from the store are refused: no rider goes there. */
export const ZONE_MAX_KM = 15;
export const DELIVERY_WINDOW_MINUTES = 15;
export const ZONE_EXTRA_MINUTES_MAX = 120;

const MINUTE_MS = 60_000;

/** Inside the outer ring and outside every hole; a point on an edge counts as inside. */
export function pointInZone(point: LatLng, rings: PolygonRings): boolean {
  return booleanPointInPolygon([point.lng, point.lat], turfPolygon(rings));
}

/** The first zone (in the owner's order) that holds the point, or null outside every zone. */
export function zoneAt<Z extends Pick<DeliveryZone, 'rings'>>(zones: readonly Z[], point: LatLng): Z | null {
  return zones.find((zone) => pointInZone(point, zone.rings)) ?? null;
}

export type DeliveryDecision<Z> = { ok: true; zone: Z } | { ok: false; reason: 'outside' | 'minimum'; message: string };

/**
 * Checkout's rule before payment: the point must lie in a zone, and the order (what the lines add up
 * to after their discounts, the fee aside) must reach that zone's minimum.
 */
export function decideDelivery<Z extends DeliveryZone>(
  zones: readonly Z[],
  point: LatLng,
  orderCents: number,
): DeliveryDecision<Z> {
  const zone = zoneAt(zones, point);
  if (!zone) return { ok: false, reason: 'outside', message: DELIVERY_MSG.outsideZones };
  if (orderCents < zone.minimumCents) {
    return { ok: false, reason: 'minimum', message: minimumMessage(zone.name, zone.minimumCents) };
  }
  return { ok: true, zone };
}

/** `El pedido mínimo para envío a Devoto es $ 12.000.` (the price as the menu writes it). */
export function minimumMessage(zoneName: string, minimumCents: number): string {
  return DELIVERY_MSG.underMinimum
    .replace('{zona}', zoneName)
    .replace('$ {mínimo}', formatPrice(fromCents(minimumCents)));
}

/** The receipt line the fee travels as: `Envío a Devoto`. */
export const feeLineTitle = (zoneName: string) => `Envío a ${zoneName}`;

export interface DeliveryWindow {
  earliest: Date;
  latest: Date;
}

/**
 * The promise: the slot the kitchen cooks for (busy mode already moved it) plus the zone's extra
 * minutes, for a slot's length. Across midnight it is still one window (`entre 23:50 y 00:05`).
 */
export function deliveryWindow(slotStart: Date, extraMinutes: number): DeliveryWindow {
  const earliest = new Date(slotStart.getTime() + extraMinutes * MINUTE_MS);
  return { earliest, latest: new Date(earliest.getTime() + DELIVERY_WINDOW_MINUTES * MINUTE_MS) };
}

/** `Llega entre 21:30 y 21:45`. */
export function deliveryWindowText(window: DeliveryWindow): string {
  const time = (instant: Date) => formatMinutes(storeClock(instant).minutes);
  return `Llega entre ${time(window.earliest)} y ${time(window.latest)}`;
}

// ---- the owner's zones ----

const samePosition = (a: Position | undefined, b: Position | undefined) =>
  a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1];

/**
 * Why a drawn zone cannot be used, or null when it can: every ring closed with at least three
 * corners, no edge crossing another, and every corner within ZONE_MAX_KM of the store.
 */
export function zoneProblem(rings: PolygonRings, store: LatLng): string | null {
  if (rings.length === 0) return DELIVERY_MSG.zoneNotClosed;
  for (const ring of rings) {
    // Closed: the last corner repeats the first; a triangle needs four positions.
    if (ring.length < 4 || !samePosition(ring[0], ring.at(-1))) return DELIVERY_MSG.zoneNotClosed;
    if (
      ring.some(
        ([lng, lat]) => !Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lat) > 90 || Math.abs(lng) > 180,
      )
    )
      return DELIVERY_MSG.zoneNotClosed;
  }
  const shape = turfPolygon(rings);
  if (kinks(shape).features.length > 0) return DELIVERY_MSG.zoneCrosses;
  const far = rings.some((ring) =>
    ring.some((corner) => distance([store.lng, store.lat], corner, { units: 'kilometers' }) > ZONE_MAX_KM),
  );
  return far ? DELIVERY_MSG.zoneTooFar.replace('{km}', String(ZONE_MAX_KM)) : null;
}
