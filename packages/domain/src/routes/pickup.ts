import { route } from './define';
import { MSG } from '../messages';
import { pickupSlotResponse, slotFigureResponse } from '../schemas/store-response';
import { z } from '../schemas/zod';

/** Pickup slots: what customers can choose, and how full today's are for the owner. */
export const pickupRoutes = {
  slots: route({
    method: 'GET',
    path: '/store/slots',
    querystring: z.object({
      /** The cart's product ids (`1,2,3`): only the slots where every one of them is on sale. */
      products: z
        .string()
        .max(1200, MSG.productIdsInvalid)
        .regex(/^\d{1,9}(,\d{1,9})*$/, MSG.productIdsInvalid)
        .optional(),
      /** `envio`: delivery's own slots (its hours and capacity). */
      fulfillment: z.enum(['retiro', 'envio'], { error: MSG.inputInvalid }).default('retiro'),
    }),
    response: { 200: z.array(pickupSlotResponse) },
  }),
  todayFigures: route({ method: 'GET', path: '/admin/pickup-slots', response: { 200: z.array(slotFigureResponse) } }),
};
