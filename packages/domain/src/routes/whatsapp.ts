import { route } from './define';
import { purchaseIdParams } from '../schemas/order-request';
import { whatsappAvailabilityResponse, whatsappMessageResponse } from '../schemas/whatsapp-response';
import { z } from '../schemas/zod';

/** WhatsApp notices: whether the shop sends them, and an order's messages for staff (Meta's webhook is apart). */
export const whatsappRoutes = {
  available: route({ method: 'GET', path: '/whatsapp', response: { 200: whatsappAvailabilityResponse } }),
  orderMessages: route({
    method: 'GET',
    path: '/orders/:purchaseId/whatsapp',
    params: purchaseIdParams,
    response: { 200: z.array(whatsappMessageResponse) },
  }),
};
