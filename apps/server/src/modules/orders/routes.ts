import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ordersRoutes as table } from '@burgers/domain/routes/orders';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { eventsQuery, purchaseIdParams } from '@burgers/domain/schemas/order-request';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import { forbidden, unauthorized } from '#lib/errors';
import { messages } from '#messages';
import { createOrderEventsHub } from './events';
import * as service from './service';
import { orderStream } from './stream';
import { markBrought, markInTransit } from '../delivery/dispatch';

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;
  const access = routeAccess(guards);
  const staffOnly = access.role('employee', 'admin');
  // Whose order it is (its customer or the staff) is settled by the handler: 403 for anyone else.
  const loggedIn = access.user();

  const hub = createOrderEventsHub(app.ctx.database, app.log);
  // The app's preClose has already ended the open streams (told them to reconnect elsewhere).
  app.addHook('preClose', async () => hub.close());

  defineRoute(
    app,
    table.kitchen,
    {
      access: staffOnly,
      docs: {
        tags: ['orders'],
        summary: 'Pedidos pagados para la cocina, los más antiguos primero',
        response: { 400: errorResponse },
      },
    },
    async (request) => service.kitchenOrders(app.ctx, request.query.status),
  );

  // EventSource cannot send headers, so the token may also travel in the query string.
  const streamToken = (request: FastifyRequest, queryToken: string | undefined): string => {
    const header = request.headers['auth-token'];
    const token = queryToken || (typeof header === 'string' ? header : undefined);
    if (!token) throw unauthorized(messages.unauthenticated);
    return token;
  };

  app.get(
    '/orders/events',
    {
      schema: {
        tags: ['orders'],
        summary: 'Eventos en vivo de pedidos (text/event-stream), sólo personal',
        querystring: eventsQuery,
        response: { 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const token = streamToken(request, request.query.token);
      const user = await guards.loadUser(token);
      if (!service.isStaff(user)) throw forbidden(messages.forbidden);
      await app.ctx.streams.serve(request, reply, orderStream(hub), { user, token, allows: service.isStaff });
    },
  );

  app.get(
    '/orders/:purchaseId/events',
    {
      schema: {
        tags: ['orders'],
        summary: 'Eventos en vivo de una compra (text/event-stream), sólo para su cliente',
        params: purchaseIdParams,
        querystring: eventsQuery,
        response: { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const token = streamToken(request, request.query.token);
      const user = await guards.loadUser(token);
      const { purchaseId } = request.params;
      await service.requireOwnOrder(app.ctx, user, purchaseId);
      await app.ctx.streams.serve(
        request,
        reply,
        orderStream(hub, (event) => event.purchaseId === purchaseId),
        { user, token, allows: (current) => current.id === user.id },
      );
    },
  );

  defineRoute(
    app,
    table.get,
    {
      access: loggedIn,
      docs: {
        tags: ['orders'],
        summary: 'Un pedido, para su cliente o el personal',
        response: { 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => service.orderFor(app.ctx, await guards.requireUser(request), request.params.purchaseId),
  );

  defineRoute(
    app,
    table.mark,
    {
      access: staffOnly,
      docs: {
        tags: ['orders'],
        summary:
          'Marca un pedido pendiente como Listo, uno Listo como Entregado; con envío: Listo -> En camino (riderId) -> Entregado',
        response: { 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      const staff = await guards.requireUser(request);
      const { purchaseId } = request.params;
      const { status, riderId } = request.body;
      if (status === 'Listo') return service.markOrderReady(app.ctx, staff, purchaseId);
      if (status === 'En camino') return markInTransit(app.ctx, staff, purchaseId, riderId);
      // A delivery order is Entregado only after En camino; a pickup order straight from Listo.
      const row = await service.paidOrderRow(app.ctx, purchaseId);
      return row.fulfillment === 'envio'
        ? markBrought(app.ctx, staff, purchaseId)
        : service.markOrderDelivered(app.ctx, staff, purchaseId);
    },
  );

  defineRoute(
    app,
    table.markReviewed,
    {
      access: loggedIn,
      docs: {
        tags: ['orders'],
        summary: 'Marca el pedido como calificado (idempotente, sólo su cliente)',
        response: { 400: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => service.markOrderReviewed(app.ctx, await guards.requireUser(request), request.params.purchaseId),
  );

  defineRoute(
    app,
    table.ofUser,
    {
      access: loggedIn,
      docs: {
        tags: ['orders'],
        summary: 'Las compras del usuario, las más recientes primero',
        response: { 400: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const user = await guards.requireSelf(request, request.params.id);
      return service.customerOrders(app.ctx, user.id);
    },
  );
};

export default ordersRoutes;
