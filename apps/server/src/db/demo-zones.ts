import type { Tx } from './client';
import { deliveryZones } from './schema-delivery';

/*
 * The demo's delivery zones around the store (Devoto's square, -34.6035, -58.5115): Devoto itself,
 * and Villa del Parque to the east, farther and dearer. Rings are GeoJSON [lng, lat], closed.
 */
const DEVOTO: Array<[number, number]> = [
  [-58.5265, -34.5935],
  [-58.4975, -34.5925],
  [-58.4955, -34.6145],
  [-58.5245, -34.6155],
  [-58.5265, -34.5935],
];
const VILLA_DEL_PARQUE: Array<[number, number]> = [
  [-58.4975, -34.5925],
  [-58.4755, -34.5935],
  [-58.4745, -34.6155],
  [-58.4955, -34.6145],
  [-58.4975, -34.5925],
];

export async function seedDeliveryZones(tx: Tx): Promise<void> {
  await tx.insert(deliveryZones).values([
    { position: 0, name: 'Devoto', feeCents: 150_000, minimumCents: 1_000_000, extraMinutes: 15, rings: [DEVOTO] },
    {
      position: 1,
      name: 'Villa del Parque',
      feeCents: 250_000,
      minimumCents: 1_500_000,
      extraMinutes: 25,
      rings: [VILLA_DEL_PARQUE],
    },
  ]);
}
