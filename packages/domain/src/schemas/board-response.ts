/** The public pickup board (GET /api/board) as the API answers with it; types.ts infers BoardOrder from it. */
import { z } from './zod';

/** What the board may know of an order: its number and where it is, nothing else. */
export const boardOrderResponse = z.object({ number: z.number().int(), status: z.enum(['Pendiente', 'Listo']) });

export const boardResponse = z.object({ orders: z.array(boardOrderResponse) });

/** The `board` event of GET /api/board/events: a number and where it is now. */
export const boardEventSchema = z.object({
  number: z.number().int(),
  /** `Pendiente`, `Listo`, or a state that takes it off the board (`Entregado`, `Anulado`). */
  status: z.string(),
});
