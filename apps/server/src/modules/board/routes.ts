import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backOfficeRoutes as table } from '@burgers/domain/routes/back-office';
import { defineRoute } from '#http/route';
import * as service from './service';
import { createOrderEventsHub, type OrderEvent } from '../orders/events';

const tags = ['board'];

/**
 * The pickup board facing the customers (/pantalla): public, so it carries only order numbers and
 * their state. It keeps no state per board: each screen reads the list and refetches it when told.
 */
const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = createOrderEventsHub(app.ctx.database, app.log);
  // The app's preClose has already ended the open streams (told them to reconnect elsewhere).
  app.addHook('preClose', async () => hub.close());

  // Every open board gets the same event object from the hub: its number is looked up once.
  const prepared = new WeakMap<OrderEvent, Promise<string | null>>();
  const boardData = (event: OrderEvent) => {
    let data = prepared.get(event);
    if (!data) {
      data = service.boardEvent(app.ctx, event).then((boardEvent) => (boardEvent ? JSON.stringify(boardEvent) : null));
      prepared.set(event, data);
    }
    return data;
  };

  defineRoute(
    app,
    table.board,
    { docs: { tags, summary: 'Los números de los pedidos en preparación y listos para retirar (pantalla pública)' } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.board(app.ctx);
    },
  );

  app.get(
    '/board/events',
    {
      schema: {
        tags,
        summary: 'Eventos en vivo de la pantalla pública (text/event-stream): `event: board`, `{number, status}`',
      },
    },
    async (request, reply) => {
      await app.ctx.streams.serve(request, reply, {
        name: 'board',
        subscribe: (listener) => hub.subscribe(listener),
        data: boardData,
      });
    },
  );
};

export default boardRoutes;
