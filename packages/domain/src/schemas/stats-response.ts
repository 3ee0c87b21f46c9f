/** The owner's dashboard figures (GET /admin/stats); types.ts infers DashboardStats from it. */
import { z } from './zod';
import { ORDER_CHANNELS, PAYMENT_METHODS } from '../constants';

const money = z.number().describe('Pesos');

export const statsResponse = z.object({
  today: z.object({ orders: z.number().int(), revenue: money, averageTicket: money }),
  waitingNow: z.number().int().describe('Pedidos pagados que la cocina todavía no terminó'),
  days: z.array(
    z.object({ date: z.string().describe('aaaa-mm-dd, día del local'), orders: z.number().int(), revenue: money }),
  ),
  topProducts: z.array(
    z.object({ productId: z.number().int().nullable(), name: z.string(), quantity: z.number().int(), revenue: money }),
  ),
  averageMinutesToReady: z.number().nullable(),
  byChannel: z
    .array(z.object({ channel: z.enum(ORDER_CHANNELS), orders: z.number().int(), revenue: money }))
    .describe('Pedidos y ventas de los últimos 14 días por canal'),
  byMethod: z
    .array(z.object({ method: z.enum(PAYMENT_METHODS), orders: z.number().int(), revenue: money }))
    .describe('Pedidos y ventas de los últimos 14 días por medio de pago'),
  winBack: z
    .object({
      sent: z.number().int().describe('Mensajes `Te extrañamos` enviados'),
      cameBack: z.number().int().describe('Clientes que volvieron a pedir con su cupón'),
    })
    .describe('Te extrañamos: enviados y clientes que volvieron con el cupón'),
});
