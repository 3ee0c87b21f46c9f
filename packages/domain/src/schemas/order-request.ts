import { idFieldWith } from './fields';
import { z } from './zod';
import { ORDER_STATUSES } from '../constants';
import { MSG } from '../messages';
import { REQUEST_MSG } from '../request-messages';

/** A purchase in a path (`/orders/:purchaseId`): an unknown shape reads as an order that is not there. */
export const purchaseIdParams = z.object({
  purchaseId: z.string().trim().min(1, REQUEST_MSG.orderNotFound).max(128, REQUEST_MSG.orderNotFound),
});

export const kitchenQuery = z.object({
  status: z.enum(ORDER_STATUSES, { error: REQUEST_MSG.orderStatusFilterInvalid }).optional(),
});

/**
 * Who marks it is the token's user: the kitchen screen also sends the employee's name
 * (docs/product/kitchen.md#marking-an-order-ready), which is accepted and ignored.
 */
export const markReadyBody = z.object({
  status: z.enum(['Listo', 'En camino', 'Entregado'], { error: REQUEST_MSG.orderReadyOnly }),
  /** The rider who takes a delivery order out (En camino): any staff account; absent: the one assigned, or the caller. */
  riderId: idFieldWith(MSG.inputInvalid).optional(),
  employee: z.unknown().optional(),
});

export const reviewFlagBody = z.object({
  review: z.literal(true, { error: REQUEST_MSG.reviewFlagInvalid }),
});

/** EventSource cannot send headers, so a live stream's token may travel in the query string. */
export const eventsQuery = z.object({ token: z.string().optional() });
