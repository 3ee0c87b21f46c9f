import { route } from './define';
import { webCheckoutSchema } from '../schemas/cart';
import { lastOrderResponse, staffOrderResponse, staffQrStateResponse } from '../schemas/counter-response';
import { purchaseIdParams } from '../schemas/order-request';
import { orderSchema } from '../schemas/order-response';
import { cashPaymentSchema, lastOrderQuerySchema, staffOrderSchema, staffQrParams } from '../schemas/staff-order';

/** Orders staff take (phone, WhatsApp, counter), the counter's QR, cash at pickup and no-shows. */
export const counterRoutes = {
  takeOrder: route({
    method: 'POST',
    path: '/staff/orders',
    body: staffOrderSchema,
    response: { 201: staffOrderResponse },
  }),
  lastOrder: route({
    method: 'GET',
    path: '/staff/customers/last-order',
    querystring: lastOrderQuerySchema,
    response: { 200: lastOrderResponse },
  }),
  qrState: route({
    method: 'GET',
    path: '/staff/orders/qr/:qrId',
    params: staffQrParams,
    response: { 200: staffQrStateResponse },
  }),
  /** Registered only while payments are simulated (the sandbox). */
  simulateQr: route({
    method: 'POST',
    path: '/staff/orders/qr/:qrId/simulate',
    params: staffQrParams,
    response: { 200: staffQrStateResponse },
  }),
  payCash: route({ method: 'POST', path: '/pay/cash', body: webCheckoutSchema, response: { 201: orderSchema } }),
  takeCash: route({
    method: 'POST',
    path: '/orders/:purchaseId/payments',
    params: purchaseIdParams,
    body: cashPaymentSchema,
    response: { 200: orderSchema },
  }),
  noShow: route({
    method: 'POST',
    path: '/orders/:purchaseId/no-show',
    params: purchaseIdParams,
    response: { 200: orderSchema },
  }),
};
