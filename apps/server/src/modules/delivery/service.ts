import {
  decideDelivery,
  feeLineTitle,
  minimumMessage,
  zoneProblem,
  type DeliveryZone,
  type LatLng,
  type PolygonRings,
} from '@burgers/domain/delivery';
import { DELIVERY_MSG } from '@burgers/domain/delivery-messages';
import { fromCents, toCents } from '@burgers/domain/pricing';
import type { DeliveryAddress, DeliverySettingsData, ZonesBody } from '@burgers/domain/schemas/delivery';
import type { DeliverySettingsView, ZonesResponse } from '@burgers/domain/schemas/delivery-response';
import { isOpenAt } from '@burgers/domain/store-hours';
import type { AppContext } from '#context';
import type { Tx } from '#db/client';
import { badRequest } from '#lib/errors';
import { geocode } from './geocoder';
import * as repo from './repo';
import { recordActivity, type Actor } from '../activity/record';
import { publishStoreChange } from '../store/events';

type DeliveryContext = Pick<AppContext, 'db' | 'now' | 'config'>;

/** Where the store is when its settings row is missing (Devoto's square). */
const DEFAULT_STORE = { lat: -34.6035, lng: -58.5115 };

export interface StoredZone extends DeliveryZone {
  active: boolean;
}

const toZone = (row: repo.ZoneRow): StoredZone => ({
  name: row.name,
  feeCents: row.feeCents,
  minimumCents: row.minimumCents,
  extraMinutes: row.extraMinutes,
  active: row.active,
  rings: row.rings as PolygonRings,
});

function featureOf(zone: StoredZone): ZonesResponse['features'][number] {
  return {
    type: 'Feature',
    geometry: { type: 'Polygon', coordinates: zone.rings },
    properties: {
      name: zone.name,
      fee: fromCents(zone.feeCents),
      minimum: fromCents(zone.minimumCents),
      extraMinutes: zone.extraMinutes,
      active: zone.active,
    },
  };
}

async function settingsOf(db: Tx): Promise<repo.DeliverySettingsRow> {
  return (
    (await repo.readDeliverySettings(db)) ?? {
      enabled: false,
      hours: [],
      deliverySlotCapacity: 0,
      storeLat: DEFAULT_STORE.lat,
      storeLng: DEFAULT_STORE.lng,
    }
  );
}

/** Delivery taken now: on, and (when it has hours of its own) inside them. */
function deliveryOpen(settings: repo.DeliverySettingsRow, now: Date): boolean {
  return settings.enabled && (settings.hours.length === 0 || isOpenAt(settings.hours, now));
}

/** `GET /api/delivery/zones` (everyone: only the active ones) and the admin's read (every one). */
export async function zonesView(ctx: DeliveryContext, all = false): Promise<ZonesResponse> {
  const [rows, settings] = await Promise.all([repo.allZones(ctx.db), settingsOf(ctx.db)]);
  const zones = rows.map(toZone).filter((zone) => all || zone.active);
  return {
    type: 'FeatureCollection',
    features: zones.map(featureOf),
    store: { lat: settings.storeLat, lng: settings.storeLng },
    enabled: deliveryOpen(settings, ctx.now()),
    tiles: ctx.config.mapTilesUrl ?? null,
  };
}

/**
 * `PUT /api/admin/delivery/zones`: every zone replaced at once, each checked first (closed, not
 * crossing itself, within 15 km of the store); a refused set changes nothing. Logged.
 */
export async function replaceZones(ctx: DeliveryContext, actor: Actor, body: ZonesBody): Promise<ZonesResponse> {
  const settings = await settingsOf(ctx.db);
  const store = { lat: settings.storeLat, lng: settings.storeLng };
  for (const feature of body.features) {
    const problem = zoneProblem(feature.geometry.coordinates, store);
    if (problem) throw badRequest(`${feature.properties.name}: ${problem}`);
  }
  const before = (await repo.allZones(ctx.db)).map((row) => row.name);
  await ctx.db.transaction(async (tx) => {
    await repo.replaceZones(
      tx,
      body.features.map((feature, position) => ({
        position,
        name: feature.properties.name,
        feeCents: toCents(feature.properties.fee),
        minimumCents: toCents(feature.properties.minimum),
        extraMinutes: feature.properties.extraMinutes,
        active: feature.properties.active,
        rings: feature.geometry.coordinates,
      })),
    );
    await recordActivity(tx, {
      actor,
      action: 'delivery.zones',
      target: 'zonas de envío',
      before: { zones: before },
      after: {
        zones: body.features.map(({ properties }) => ({
          name: properties.name,
          fee: properties.fee,
          minimum: properties.minimum,
          extraMinutes: properties.extraMinutes,
          active: properties.active,
        })),
      },
    });
  });
  return zonesView(ctx, true);
}

export async function settingsView(ctx: DeliveryContext): Promise<DeliverySettingsView> {
  const settings = await settingsOf(ctx.db);
  return {
    enabled: settings.enabled,
    hours: settings.hours,
    deliverySlotCapacity: settings.deliverySlotCapacity,
    store: { lat: settings.storeLat, lng: settings.storeLng },
  };
}

/** `PUT /api/admin/delivery/settings`: on or off, its hours, its slots' capacity. Logged; every instance told. */
export async function updateSettings(
  ctx: DeliveryContext & Pick<AppContext, 'database' | 'storeSettings'>,
  actor: Actor,
  input: DeliverySettingsData,
): Promise<DeliverySettingsView> {
  const before = await settingsView(ctx);
  await ctx.db.transaction(async (tx) => {
    await repo.writeDeliverySettings(tx, input);
    await recordActivity(tx, {
      actor,
      action: 'delivery.settings',
      target: 'envíos',
      before: { enabled: before.enabled, hours: before.hours, deliverySlotCapacity: before.deliverySlotCapacity },
      after: input,
    });
  });
  ctx.storeSettings.forget();
  await publishStoreChange(ctx.database);
  return settingsView(ctx);
}

/** What a delivery order keeps of its zone, as checkout found it. */
export interface DeliveryTerms {
  zoneName: string;
  feeCents: number;
  minimumCents: number;
  extraMinutes: number;
  /** The address as stored with the order (normalised by the geocoder when one is set). */
  address: DeliveryAddress;
  feeTitle: string;
}

/**
 * Checkout's first delivery question, before anything is priced or held: delivery taken now, and
 * the pin inside an active zone (else `Todavía no llegamos a esa dirección...`). With a geocoder,
 * the typed street is normalised and, when the customer left the pin where the address falls, kept.
 */
export async function deliveryTerms(
  ctx: DeliveryContext & Pick<AppContext, 'config'>,
  address: DeliveryAddress | undefined,
): Promise<DeliveryTerms> {
  if (!address) throw badRequest(DELIVERY_MSG.addressRequired);
  const [rows, settings] = await Promise.all([repo.allZones(ctx.db), settingsOf(ctx.db)]);
  if (!deliveryOpen(settings, ctx.now())) throw badRequest(DELIVERY_MSG.deliveryOff);
  const normalised = ctx.config.geocoderUrl ? await geocode(ctx.config.geocoderUrl, address) : address;
  const zones = rows.map(toZone).filter((zone) => zone.active);
  // The minimum is checked once priced (checkMinimum); here only the zone.
  const decision = decideDelivery(zones, normalised as LatLng, Number.MAX_SAFE_INTEGER);
  if (!decision.ok) throw badRequest(decision.message);
  const { zone } = decision;
  return {
    zoneName: zone.name,
    feeCents: zone.feeCents,
    minimumCents: zone.minimumCents,
    extraMinutes: zone.extraMinutes,
    address: normalised,
    feeTitle: feeLineTitle(zone.name),
  };
}

/** `El pedido mínimo para envío a {zona} es $ {mínimo}.`: on what the lines add up to, the fee aside. */
export function checkMinimum(terms: DeliveryTerms, orderCents: number): void {
  if (orderCents < terms.minimumCents) throw badRequest(minimumMessage(terms.zoneName, terms.minimumCents));
}
