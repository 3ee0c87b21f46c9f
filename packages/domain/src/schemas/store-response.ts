/**
 * The store as the API answers with it (GET /api/store and the staff's writes), and its pickup
 * slots; types.ts infers StoreStatus, PickupSlot and SlotFigure from these.
 */
import { z } from './zod';

/** GET /api/store: the hours, whether the local is open and whether it takes online orders now. */
export const storeResponse = z.object({
  open: z.boolean(),
  paused: z.boolean(),
  acceptingOrders: z.boolean(),
  hours: z.array(z.object({ day: z.number().int(), from: z.string(), to: z.string() })),
  nextOpening: z.string().nullable().describe('ISO date-time; null while open or without hours'),
  badge: z.string().describe('Abierto ahora, o Cerrado · abre {hoy|mañana|el lunes} a las HH:MM'),
  refusal: z
    .string()
    .nullable()
    .describe('El mensaje con que el pago se rechazaría ahora (cerrado o en pausa), o null'),
  prepMinutes: z.number().int().describe('Minutos de preparación en un momento normal'),
  busyMinutes: z.number().int().describe('Demora extra de la cocina: 0, 10, 20 o 30'),
  slotCapacity: z.number().int().describe('Pedidos por turno de 15 minutos; 0 sin límite'),
  deliverySlotCapacity: z
    .number()
    .int()
    .describe('Pedidos con envío por turno de 15 minutos, aparte de los retiros; 0 sin límite'),
  scheduleDaysAhead: z.number().int().describe('0: sólo hoy; 1: hoy y mañana'),
  cashOnPickup: z.boolean().describe('Si se ofrece Pagar en efectivo al retirar en la web'),
  cashMaxTotal: z.number().describe('El total máximo que se paga en efectivo al retirar'),
  asapAt: z
    .string()
    .nullable()
    .describe('ISO 8601 con huso: el horario prometido a un pedido hecho ahora; null si no se toman pedidos'),
});

/** One 15-minute pickup slot of GET /api/store/slots. */
export const pickupSlotResponse = z.object({
  start: z.string().describe('ISO 8601 con huso del local'),
  end: z.string(),
  available: z.boolean().describe('false cuando el turno está completo'),
});

/** One of today's slots in GET /api/admin/pickup-slots: paid orders promised to it against the capacity (0: no limit). */
export const slotFigureResponse = z.object({ start: z.string(), orders: z.number().int(), capacity: z.number().int() });
