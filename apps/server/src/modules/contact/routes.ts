import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactSchema } from '@burgers/domain/schemas/contact';
import { contactReceivedResponse } from '@burgers/domain/schemas/contact-response';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { receiveContactMessage } from './service';

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Recibe una consulta del formulario de contacto, la guarda y la envía por correo a la tienda',
        body: contactSchema,
        response: { 201: contactReceivedResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const contact = await receiveContactMessage(app.ctx, request.body, request.ip, request.log);
      return reply.status(201).send({ id: contact.id });
    },
  );
};

export default contactRoutes;
