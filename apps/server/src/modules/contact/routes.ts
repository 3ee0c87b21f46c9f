import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backOfficeRoutes as table } from '@burgers/domain/routes/back-office';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { defineRoute } from '#http/route';
import { receiveContactMessage } from './service';

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(
    app,
    table.contact,
    {
      docs: {
        tags: ['contact'],
        summary: 'Recibe una consulta del formulario de contacto, la guarda y la envía por correo a la tienda',
        response: { 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const contact = await receiveContactMessage(app.ctx, request.body, request.ip, request.log);
      return reply.status(201).send({ id: contact.id });
    },
  );
};

export default contactRoutes;
