import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webCheckoutSchema } from '@burgers/domain/schemas/cart';
import {
  cashDayResponse,
  cashDeskSettingsResponse,
  lastOrderResponse,
  staffOrderResponse,
  staffQrStateResponse,
} from '@burgers/domain/schemas/counter-response';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { purchaseIdParams } from '@burgers/domain/schemas/order-request';
import { orderSchema } from '@burgers/domain/schemas/order-response';
import {
  cashCloseSchema,
  cashDayParamsSchema,
  cashDayQuerySchema,
  cashDeskSettingsSchema,
  cashFloatSchema,
  cashPaymentSchema,
  lastOrderQuerySchema,
  staffOrderSchema,
} from '@burgers/domain/schemas/staff-order';
import { guarded, routeAccess } from '#http/route-access';
import { takeCash, markNoShow } from './cash';
import { cashDay, closeCashDay } from './close';
import { cashDeskSettings, requireCashDesk, setCashDeskSettings, setOpeningFloat } from './desk';
import { lastOrderOffer } from './last-order';
import { qrState, simulateQrPayment } from './qr';
import { takeStaffOrder } from './service';
import { placeWebCashOrder } from './web-cash';

const qrParams = z.object({ qrId: z.string().min(1).max(200) });

/** Orders staff take by phone, WhatsApp or at the counter, their cash, no-shows and the day's close. */
const counterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;
  const access = routeAccess(guards);
  const staffOnly = access.role('employee', 'admin');
  const adminOnly = access.role('admin');
  // The cash desk: staff, and for an employee the owner's switch, both before the body is read.
  const cashDesk: typeof staffOnly = {
    ...staffOnly,
    onRequest: async (request) => {
      await staffOnly.onRequest(request);
      await requireCashDesk(app.ctx, await guards.requireUser(request));
    },
  };

  app.post(
    '/staff/orders',
    guarded(staffOnly, {
      tags: ['counter'],
      summary: 'Un pedido tomado por teléfono, WhatsApp o en el mostrador, con los precios del servidor',
      body: staffOrderSchema,
      response: { 201: staffOrderResponse, 400: errorResponse, 409: errorResponse, 502: errorResponse },
    }),
    async (request, reply) => {
      const staff = await guards.requireUser(request);
      return reply.status(201).send(await takeStaffOrder(app.ctx, staff, request.body, request.log));
    },
  );

  app.get(
    '/staff/customers/last-order',
    guarded(staffOnly, {
      tags: ['counter'],
      summary:
        'Repetir último pedido: el último pedido de un cliente por teléfono o email, como carrito revisado ahora',
      querystring: lastOrderQuerySchema,
      response: { 200: lastOrderResponse, 400: errorResponse, 404: errorResponse },
    }),
    async (request) => lastOrderOffer(app.ctx, request.query),
  );

  app.get(
    '/staff/orders/qr/:qrId',
    guarded(staffOnly, {
      tags: ['counter'],
      summary: 'Si el QR del mostrador ya se pagó (la pantalla del personal pregunta hasta que sí)',
      params: qrParams,
      response: { 200: staffQrStateResponse, 404: errorResponse },
    }),
    async (request) => qrState(app.ctx, request.params.qrId),
  );

  // Only on the sandbox: stands in for the customer's phone paying the counter's QR.
  if (app.ctx.config.payments === 'sandbox') {
    app.post(
      '/staff/orders/qr/:qrId/simulate',
      guarded(staffOnly, {
        tags: ['counter'],
        summary: 'Simular pago: el sandbox aprueba el QR del mostrador como lo haría el celular del cliente',
        params: qrParams,
        response: { 200: staffQrStateResponse, 404: errorResponse, 409: errorResponse },
      }),
      async (request) => simulateQrPayment(app.ctx, await guards.requireUser(request), request.params.qrId),
    );
  }

  app.post(
    '/pay/cash',
    guarded(access.role('customer'), {
      tags: ['counter'],
      summary: 'Pagar en efectivo al retirar: el pedido va a la cocina a cobrar',
      body: webCheckoutSchema,
      response: { 201: orderSchema, 400: errorResponse, 409: errorResponse },
    }),
    async (request, reply) =>
      reply.status(201).send(await placeWebCashOrder(app.ctx, await guards.requireUser(request), request.body)),
  );

  app.post(
    '/orders/:purchaseId/payments',
    guarded(staffOnly, {
      tags: ['counter'],
      summary: 'Cobra en efectivo un pedido a cobrar',
      params: purchaseIdParams,
      body: cashPaymentSchema,
      response: { 200: orderSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
    }),
    async (request) =>
      takeCash(app.ctx, await guards.requireUser(request), request.params.purchaseId, request.body.received),
  );

  app.post(
    '/orders/:purchaseId/no-show',
    guarded(staffOnly, {
      tags: ['counter'],
      summary: 'Marca como No retirado un pedido listo una hora después del horario prometido',
      params: purchaseIdParams,
      response: { 200: orderSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
    }),
    async (request) => markNoShow(app.ctx, await guards.requireUser(request), request.params.purchaseId),
  );

  // The day's cash: admins, and employees while the owner allows it.
  app.get(
    '/admin/cash',
    guarded(cashDesk, {
      tags: ['counter'],
      summary: 'La caja del día: lo cobrado por medio de pago y el efectivo esperado',
      querystring: cashDayQuerySchema,
      response: { 200: cashDayResponse, 400: errorResponse },
    }),
    async (request) => cashDay(app.ctx, request.query.day),
  );

  app.post(
    '/admin/cash/:day/close',
    guarded(cashDesk, {
      tags: ['counter'],
      summary: 'Cierra la caja del día con lo contado (una sola vez)',
      params: cashDayParamsSchema,
      body: cashCloseSchema,
      response: { 200: cashDayResponse, 400: errorResponse, 409: errorResponse },
    }),
    async (request) => closeCashDay(app.ctx, await guards.requireUser(request), request.params.day, request.body),
  );

  app.put(
    '/admin/cash/:day/float',
    guarded(cashDesk, {
      tags: ['counter'],
      summary: 'El fondo inicial de la caja de ese día (antes de cerrarla)',
      params: cashDayParamsSchema,
      body: cashFloatSchema,
      response: { 200: cashDayResponse, 400: errorResponse, 409: errorResponse },
    }),
    async (request) =>
      setOpeningFloat(app.ctx, await guards.requireUser(request), request.params.day, request.body.openingFloat),
  );

  app.get(
    '/admin/cash/settings',
    guarded(staffOnly, {
      tags: ['counter'],
      summary: 'Si los empleados ven la caja, y el fondo inicial por defecto',
      response: { 200: cashDeskSettingsResponse },
    }),
    async () => cashDeskSettings(app.ctx),
  );

  app.put(
    '/admin/cash/settings',
    guarded(adminOnly, {
      tags: ['counter'],
      summary: 'El dueño deja ver y cerrar la caja a los empleados, y fija el fondo inicial por defecto',
      body: cashDeskSettingsSchema,
      response: { 200: cashDeskSettingsResponse, 400: errorResponse },
    }),
    async (request) => setCashDeskSettings(app.ctx, await guards.requireUser(request), request.body),
  );
};

export default counterRoutes;
