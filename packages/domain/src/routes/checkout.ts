import { route } from './define';
import { REQUEST_MSG } from '../request-messages';
import { cartPriceSchema, webCheckoutSchema } from '../schemas/cart';
import { paymentPreferenceResponse, paymentsModeResponse, purchaseInfoResponse } from '../schemas/payment-response';
import { pricedCartResponse } from '../schemas/promotion-response';
import { z } from '../schemas/zod';

/** The cart priced by the server, the checkout that creates the order, and what its payment says. */
export const checkoutRoutes = {
  price: route({ method: 'POST', path: '/cart/price', body: cartPriceSchema, response: { 200: pricedCartResponse } }),
  checkout: route({
    method: 'POST',
    path: '/pay/mercadopago',
    body: webCheckoutSchema,
    response: { 201: paymentPreferenceResponse },
  }),
  purchaseInfo: route({
    method: 'GET',
    path: '/pay/mercadopago/:paymentId',
    params: z.object({
      paymentId: z.string().trim().min(1, REQUEST_MSG.paymentNotFound).max(64, REQUEST_MSG.paymentNotFound),
    }),
    response: { 200: purchaseInfoResponse },
  }),
  paymentsMode: route({ method: 'GET', path: '/payments/mode', response: { 200: paymentsModeResponse } }),
};
