/**
 * The delivery's inputs and answers (docs/product/delivery.md): the customer's address, the owner's
 * zones as GeoJSON, the delivery settings.
 */
import { storeHoursSchema } from './store-hours';
import { z } from './zod';
import { DELIVERY_MSG } from '../delivery-messages';
import { SLOT_CAPACITY_MAX } from '../pickup-slots';

const ADDRESS_TEXT_MAX = 120;
export const ADDRESS_NOTE_MAX = 200;
export const SAVED_ADDRESSES_MAX = 10;
export const ZONES_MAX = 30;

const optionalText = (max: number) =>
  z.string({ error: DELIVERY_MSG.addressTooLong }).trim().max(max, DELIVERY_MSG.addressTooLong).default('');

const latitude = z
  .number({ error: DELIVERY_MSG.addressPointInvalid })
  .min(-90, DELIVERY_MSG.addressPointInvalid)
  .max(90, DELIVERY_MSG.addressPointInvalid);
const longitude = z
  .number({ error: DELIVERY_MSG.addressPointInvalid })
  .min(-180, DELIVERY_MSG.addressPointInvalid)
  .max(180, DELIVERY_MSG.addressPointInvalid);

/**
 * An address: street and number (one text, or the number apart), optional floor, apartment, the
 * streets between and a note for the rider, and the pin (`lat`, `lng`; `lon` is taken too).
 */
export const deliveryAddressSchema = z.preprocess(
  (value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const raw = value as Record<string, unknown>;
    const number = typeof raw.number === 'number' ? String(raw.number) : raw.number;
    const street =
      typeof raw.street === 'string' &&
      typeof number === 'string' &&
      number.trim() !== '' &&
      !raw.street.includes(number)
        ? `${raw.street.trim()} ${number.trim()}`
        : raw.street;
    return { ...raw, street, lng: raw.lng ?? raw.lon };
  },
  z.object(
    {
      street: z
        .string({ error: DELIVERY_MSG.addressStreetRequired })
        .trim()
        .min(1, DELIVERY_MSG.addressStreetRequired)
        .max(ADDRESS_TEXT_MAX, DELIVERY_MSG.addressTooLong),
      floor: optionalText(20),
      apartment: optionalText(20),
      betweenStreets: optionalText(ADDRESS_TEXT_MAX),
      note: optionalText(ADDRESS_NOTE_MAX),
      /** A phone for the rider to call. */
      phone: optionalText(30),
      lat: latitude,
      lng: longitude,
    },
    { error: DELIVERY_MSG.addressRequired },
  ),
);
export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

/** `POST /api/users/{id}/addresses`: an address with an optional label (`Casa`, `Trabajo`). */
export const savedAddressSchema = z.intersection(z.object({ label: optionalText(40) }), deliveryAddressSchema);

const money = (message: string, max: number) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(max, message)
    .refine((value) => Math.round(value * 100) === value * 100, message);

const position = z.tuple(
  [z.number({ error: DELIVERY_MSG.zoneNotClosed }), z.number({ error: DELIVERY_MSG.zoneNotClosed })],
  {
    error: DELIVERY_MSG.zoneNotClosed,
  },
);

/** One zone as the owner draws it: a GeoJSON polygon feature with its terms. */
export const zoneFeatureSchema = z.object({
  type: z.literal('Feature').default('Feature'),
  geometry: z.object(
    {
      type: z.literal('Polygon', { error: DELIVERY_MSG.zoneNotClosed }),
      coordinates: z.array(z.array(position, { error: DELIVERY_MSG.zoneNotClosed }), {
        error: DELIVERY_MSG.zoneNotClosed,
      }),
    },
    { error: DELIVERY_MSG.zoneNotClosed },
  ),
  properties: z.object(
    {
      name: z
        .string({ error: DELIVERY_MSG.zoneNameRequired })
        .trim()
        .min(1, DELIVERY_MSG.zoneNameRequired)
        .max(60, DELIVERY_MSG.zoneNameRequired),
      fee: money(DELIVERY_MSG.zoneFeeInvalid, 1_000_000),
      minimum: money(DELIVERY_MSG.zoneMinimumInvalid, 10_000_000).default(0),
      extraMinutes: z
        .number({ error: DELIVERY_MSG.zoneExtraMinutesInvalid })
        .int(DELIVERY_MSG.zoneExtraMinutesInvalid)
        .min(0, DELIVERY_MSG.zoneExtraMinutesInvalid)
        .max(120, DELIVERY_MSG.zoneExtraMinutesInvalid)
        .default(0),
      active: z.boolean({ error: DELIVERY_MSG.zoneNameRequired }).default(true),
    },
    { error: DELIVERY_MSG.zoneNameRequired },
  ),
});
export type ZoneFeatureInput = z.input<typeof zoneFeatureSchema>;
export type ZoneFeature = z.output<typeof zoneFeatureSchema>;

const featureList = z
  .array(zoneFeatureSchema, { error: DELIVERY_MSG.zoneNotClosed })
  .max(ZONES_MAX, DELIVERY_MSG.zonesTooMany)
  .superRefine((features, context) => {
    const names = features.map((feature) => feature.properties.name.toLowerCase());
    if (new Set(names).size !== names.length)
      context.addIssue({ code: 'custom', message: DELIVERY_MSG.zoneNameRepeated });
  });

/** `PUT /api/admin/delivery/zones`: a FeatureCollection (or its features alone) replacing every zone. */
export const zonesBodySchema = z.preprocess(
  (value) => (Array.isArray(value) ? { type: 'FeatureCollection', features: value } : value),
  z.object(
    { type: z.literal('FeatureCollection').default('FeatureCollection'), features: featureList },
    { error: DELIVERY_MSG.zoneNotClosed },
  ),
);
export type ZonesBody = z.output<typeof zonesBodySchema>;

/** `PUT /api/admin/delivery/settings`: delivery on or off, its hours (empty: the store's), its slots' capacity. */
export const deliverySettingsSchema = z.object({
  enabled: z.boolean({ error: DELIVERY_MSG.deliveryCapacityInvalid }),
  hours: storeHoursSchema.shape.hours.default([]),
  deliverySlotCapacity: z
    .number({ error: DELIVERY_MSG.deliveryCapacityInvalid })
    .int(DELIVERY_MSG.deliveryCapacityInvalid)
    .min(0, DELIVERY_MSG.deliveryCapacityInvalid)
    .max(SLOT_CAPACITY_MAX, DELIVERY_MSG.deliveryCapacityInvalid)
    .optional(),
});
export type DeliverySettingsData = z.output<typeof deliverySettingsSchema>;

/** `PUT /api/orders/{purchaseId}/position`: the rider's phone, at most every 30 s. */
export const riderPositionSchema = z.object({ lat: latitude, lng: longitude });
