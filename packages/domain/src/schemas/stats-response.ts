/** The owner's dashboard figures (GET /admin/stats); types.ts infers DashboardStats from it. */
import { z } from './zod';

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
});
