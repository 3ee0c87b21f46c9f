/** The delivery's answers (docs/product/delivery.md). */
import { z } from './zod';

/** A point on the map: the store, a pin, the rider. */
export const geoPointSchema = z.object({ lat: z.number(), lng: z.number() });
export type GeoPoint = z.infer<typeof geoPointSchema>;

/** `GET /api/delivery/zones`: the active zones. */
export const zonesResponseSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      geometry: z.object({
        type: z.literal('Polygon'),
        coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))),
      }),
      properties: z.object({
        name: z.string(),
        fee: z.number(),
        minimum: z.number(),
        extraMinutes: z.number(),
        active: z.boolean(),
      }),
    }),
  ),
  /** Where the store is: the map's centre and its pin. */
  store: geoPointSchema,
  /** Delivery taken now at all (on, and inside its hours). */
  enabled: z.boolean(),
  /** The tile server's template (MAP_TILES_URL) the maps draw on; null: plain outlines. */
  tiles: z.string().nullable(),
});
export type ZonesResponse = z.infer<typeof zonesResponseSchema>;

export const deliverySettingsResponseSchema = z.object({
  enabled: z.boolean(),
  hours: z.array(z.object({ day: z.number(), from: z.string(), to: z.string() })),
  deliverySlotCapacity: z.number(),
  store: geoPointSchema,
});
export type DeliverySettingsView = z.infer<typeof deliverySettingsResponseSchema>;

/** A saved address of `GET /api/users/{id}/addresses`. */
export const savedAddressResponse = z.object({
  id: z.number().int(),
  label: z.string(),
  street: z.string(),
  floor: z.string(),
  apartment: z.string(),
  betweenStreets: z.string(),
  note: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type SavedAddress = z.infer<typeof savedAddressResponse>;

/** A staff account a delivery order can be given to (`GET /api/delivery/riders`). */
export const riderChoiceResponse = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });
export type RiderChoice = z.infer<typeof riderChoiceResponse>;
