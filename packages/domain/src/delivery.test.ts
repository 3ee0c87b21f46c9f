import { describe, expect, it } from 'vitest';
import {
  decideDelivery,
  deliveryWindow,
  deliveryWindowText,
  feeLineTitle,
  pointInZone,
  zoneAt,
  zoneProblem,
  type DeliveryZone,
  type PolygonRings,
} from './delivery';
import { decidePickup } from './pickup-slots';
import { instantAtStore } from './store-hours';

const store = { lat: -34.6, lng: -58.5 };
// A 0.02° square around the store with a 0.004° hole in its middle.
const square: PolygonRings = [
  [
    [-58.51, -34.61],
    [-58.49, -34.61],
    [-58.49, -34.59],
    [-58.51, -34.59],
    [-58.51, -34.61],
  ],
];
const withHole: PolygonRings = [
  ...square,
  [
    [-58.502, -34.602],
    [-58.498, -34.602],
    [-58.498, -34.598],
    [-58.502, -34.598],
    [-58.502, -34.602],
  ],
];
const devoto: DeliveryZone = {
  name: 'Devoto',
  feeCents: 150_000,
  minimumCents: 1_200_000,
  extraMinutes: 15,
  rings: square,
};
const east: DeliveryZone = {
  name: 'Villa del Parque',
  feeCents: 250_000,
  minimumCents: 1_500_000,
  extraMinutes: 25,
  rings: [
    [
      [-58.49, -34.61],
      [-58.47, -34.61],
      [-58.47, -34.59],
      [-58.49, -34.59],
      [-58.49, -34.61],
    ],
  ],
};

describe('point in a zone', () => {
  it('holds points inside, on an edge and on a corner, not outside', () => {
    expect(pointInZone({ lat: -34.6, lng: -58.5 }, square)).toBe(true);
    expect(pointInZone({ lat: -34.6, lng: -58.51 }, square)).toBe(true);
    expect(pointInZone({ lat: -34.61, lng: -58.49 }, square)).toBe(true);
    expect(pointInZone({ lat: -34.6, lng: -58.5101 }, square)).toBe(false);
    expect(pointInZone({ lat: -34.62, lng: -58.5 }, square)).toBe(false);
  });

  it('leaves a hole out, its edge included in the zone', () => {
    expect(pointInZone({ lat: -34.6, lng: -58.5 }, withHole)).toBe(false);
    expect(pointInZone({ lat: -34.605, lng: -58.5 }, withHole)).toBe(true);
  });

  it('gives the first zone in order when two share an edge', () => {
    expect(zoneAt([devoto, east], { lat: -34.6, lng: -58.49 })?.name).toBe('Devoto');
    expect(zoneAt([devoto, east], { lat: -34.6, lng: -58.48 })?.name).toBe('Villa del Parque');
    expect(zoneAt([devoto, east], { lat: -34.7, lng: -58.48 })).toBeNull();
  });
});

describe('the delivery decision', () => {
  it('refuses outside every zone with the shop words', () => {
    expect(decideDelivery([devoto], { lat: -34.7, lng: -58.5 }, 5_000_000)).toEqual({
      ok: false,
      reason: 'outside',
      message: 'Todavía no llegamos a esa dirección. Podés retirarlo en el local.',
    });
  });

  it("refuses under the zone's minimum and takes it at the minimum", () => {
    expect(decideDelivery([devoto, east], { lat: -34.6, lng: -58.48 }, 1_499_999)).toEqual({
      ok: false,
      reason: 'minimum',
      message: 'El pedido mínimo para envío a Villa del Parque es $ 15.000.',
    });
    const taken = decideDelivery([devoto, east], { lat: -34.6, lng: -58.48 }, 1_500_000);
    expect(taken.ok && taken.zone.feeCents).toBe(250_000);
  });

  it('names the fee line after the zone', () => {
    expect(feeLineTitle('Devoto')).toBe('Envío a Devoto');
  });
});

describe('the delivery window', () => {
  it("is the slot plus the zone's extra minutes, for fifteen minutes", () => {
    const slot = instantAtStore(2026, 11, 27, 21 * 60 + 15);
    expect(deliveryWindowText(deliveryWindow(slot, 15))).toBe('Llega entre 21:30 y 21:45');
  });

  it('crosses midnight into the next day', () => {
    const slot = instantAtStore(2026, 11, 27, 23 * 60 + 30);
    const window = deliveryWindow(slot, 20);
    expect(deliveryWindowText(window)).toBe('Llega entre 23:50 y 00:05');
    expect(window.latest.getTime() - slot.getTime()).toBe(35 * 60_000);
  });

  it("moves with busy mode's minutes", () => {
    const hours = [{ day: 5, from: '19:00', to: '23:59' }];
    const now = instantAtStore(2026, 11, 27, 20 * 60);
    const settings = { hours, paused: false, prepMinutes: 20, slotCapacity: 0, scheduleDaysAhead: 0, busyMinutes: 0 };
    const calm = decidePickup(settings, now, new Map(), null);
    const busy = decidePickup({ ...settings, busyMinutes: 30 }, now, new Map(), null);
    if (!calm.ok || !busy.ok) throw new Error('the store is open');
    expect(deliveryWindowText(deliveryWindow(calm.slot.start, 15))).toBe('Llega entre 20:45 y 21:00');
    expect(deliveryWindowText(deliveryWindow(busy.slot.start, 15))).toBe('Llega entre 21:15 y 21:30');
  });
});

describe("the owner's zones", () => {
  it('takes a closed ring near the store', () => {
    expect(zoneProblem(square, store)).toBeNull();
    expect(zoneProblem(withHole, store)).toBeNull();
  });

  it('refuses an open ring or one with fewer than three corners', () => {
    expect(zoneProblem([square[0]!.slice(0, 4)], store)).toBe(
      'La zona debe ser un polígono cerrado de al menos tres puntos.',
    );
    expect(
      zoneProblem(
        [
          [
            [-58.5, -34.6],
            [-58.49, -34.6],
            [-58.5, -34.6],
          ],
        ],
        store,
      ),
    ).toBe('La zona debe ser un polígono cerrado de al menos tres puntos.');
  });

  it('refuses a ring that crosses itself', () => {
    const bowTie: PolygonRings = [
      [
        [-58.51, -34.61],
        [-58.49, -34.59],
        [-58.49, -34.61],
        [-58.51, -34.59],
        [-58.51, -34.61],
      ],
    ];
    expect(zoneProblem(bowTie, store)).toBe('El borde de la zona no puede cruzarse a sí mismo.');
  });

  it('refuses a zone more than 15 km from the store', () => {
    const far: PolygonRings = [
      [
        [-58.3, -34.6],
        [-58.29, -34.6],
        [-58.29, -34.59],
        [-58.3, -34.6],
      ],
    ];
    expect(zoneProblem(far, store)).toBe('La zona no puede estar a más de 15 km del local.');
  });
});
