import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashDeskRoutes as cashTable } from '@burgers/domain/routes/cash-desk';
import { counterRoutes as table } from '@burgers/domain/routes/counter';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import { takeCash, markNoShow } from './cash';
import { cashDay, closeCashDay } from './close';
import { cashDeskSettings, requireCashDesk, setCashDeskSettings, setOpeningFloat } from './desk';
import { lastOrderOffer } from './last-order';
import { qrState, simulateQrPayment } from './qr';
import { takeStaffOrder } from './service';
import { placeWebCashOrder } from './web-cash';

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

  defineRoute(
    app,
    table.takeOrder,
    {
      access: staffOnly,
      docs: {
        tags: ['counter'],
        summary: 'Un pedido tomado por teléfono, WhatsApp o en el mostrador, con los precios del servidor',
        response: { 400: errorResponse, 409: errorResponse, 502: errorResponse },
      },
    },
    async (request, reply) => {
      const staff = await guards.requireUser(request);
      return reply.status(201).send(await takeStaffOrder(app.ctx, staff, request.body, request.log));
    },
  );

  defineRoute(
    app,
    table.lastOrder,
    {
      access: staffOnly,
      docs: {
        tags: ['counter'],
        summary:
          'Repetir último pedido: el último pedido de un cliente por teléfono o email, como carrito revisado ahora',
        response: { 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => lastOrderOffer(app.ctx, request.query),
  );

  defineRoute(
    app,
    table.qrState,
    {
      access: staffOnly,
      docs: {
        tags: ['counter'],
        summary: 'Si el QR del mostrador ya se pagó (la pantalla del personal pregunta hasta que sí)',
        response: { 404: errorResponse },
      },
    },
    async (request) => qrState(app.ctx, request.params.qrId),
  );

  // Only on the sandbox: stands in for the customer's phone paying the counter's QR.
  if (app.ctx.config.payments === 'sandbox') {
    defineRoute(
      app,
      table.simulateQr,
      {
        access: staffOnly,
        docs: {
          tags: ['counter'],
          summary: 'Simular pago: el sandbox aprueba el QR del mostrador como lo haría el celular del cliente',
          response: { 404: errorResponse, 409: errorResponse },
        },
      },
      async (request) => simulateQrPayment(app.ctx, await guards.requireUser(request), request.params.qrId),
    );
  }

  defineRoute(
    app,
    table.payCash,
    {
      access: access.role('customer'),
      docs: {
        tags: ['counter'],
        summary: 'Pagar en efectivo al retirar: el pedido va a la cocina a cobrar',
        response: { 400: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await placeWebCashOrder(app.ctx, await guards.requireUser(request), request.body)),
  );

  defineRoute(
    app,
    table.takeCash,
    {
      access: staffOnly,
      docs: {
        tags: ['counter'],
        summary: 'Cobra en efectivo un pedido a cobrar',
        response: { 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) =>
      takeCash(app.ctx, await guards.requireUser(request), request.params.purchaseId, request.body.received),
  );

  defineRoute(
    app,
    table.noShow,
    {
      access: staffOnly,
      docs: {
        tags: ['counter'],
        summary: 'Marca como No retirado un pedido listo una hora después del horario prometido',
        response: { 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => markNoShow(app.ctx, await guards.requireUser(request), request.params.purchaseId),
  );

  // The day's cash: admins, and employees while the owner allows it.
  defineRoute(
    app,
    cashTable.day,
    {
      access: cashDesk,
      docs: {
        tags: ['counter'],
        summary: 'La caja del día: lo cobrado por medio de pago y el efectivo esperado',
        response: { 400: errorResponse },
      },
    },
    async (request) => cashDay(app.ctx, request.query.day),
  );

  defineRoute(
    app,
    cashTable.close,
    {
      access: cashDesk,
      docs: {
        tags: ['counter'],
        summary: 'Cierra la caja del día con lo contado (una sola vez)',
        response: { 400: errorResponse, 409: errorResponse },
      },
    },
    async (request) => closeCashDay(app.ctx, await guards.requireUser(request), request.params.day, request.body),
  );

  defineRoute(
    app,
    cashTable.setFloat,
    {
      access: cashDesk,
      docs: {
        tags: ['counter'],
        summary: 'El fondo inicial de la caja de ese día (antes de cerrarla)',
        response: { 400: errorResponse, 409: errorResponse },
      },
    },
    async (request) =>
      setOpeningFloat(app.ctx, await guards.requireUser(request), request.params.day, request.body.openingFloat),
  );

  defineRoute(
    app,
    cashTable.settings,
    {
      access: staffOnly,
      docs: { tags: ['counter'], summary: 'Si los empleados ven la caja, y el fondo inicial por defecto' },
    },
    async () => cashDeskSettings(app.ctx),
  );

  defineRoute(
    app,
    cashTable.saveSettings,
    {
      access: adminOnly,
      docs: {
        tags: ['counter'],
        summary: 'El dueño deja ver y cerrar la caja a los empleados, y fija el fondo inicial por defecto',
        response: { 400: errorResponse },
      },
    },
    async (request) => setCashDeskSettings(app.ctx, await guards.requireUser(request), request.body),
  );
};

export default counterRoutes;
