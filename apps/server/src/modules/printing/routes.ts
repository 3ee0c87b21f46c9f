import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { messages } from '../../messages';
import * as service from './service';

const tags = ['printing'];
const security = [{ authToken: [] }];
const settingsSchema = z.object({ paperMm: z.union([z.literal(80), z.literal(58)]) });
const settingsBody = z.object({
  paperMm: z.union([z.literal(80), z.literal(58)], { error: messages.ticketPaperInvalid }),
});

/** The printed tickets' settings: the staff print, the admin chooses the paper. */
const printingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards } = app.ctx;

  app.get(
    '/printing/settings',
    {
      onRequest: guards.requireRole('employee', 'admin'),
      schema: {
        tags,
        summary: 'El ancho del papel de la impresora de comandas y tickets',
        security,
        response: { 200: settingsSchema, 401: errorResponse, 403: errorResponse },
      },
    },
    async () => service.printingSettings(app.ctx),
  );

  app.put(
    '/printing/settings',
    {
      onRequest: guards.requireRole('admin'),
      schema: {
        tags,
        summary: 'Elige el papel de la impresora: 80 o 58 mm',
        security,
        body: settingsBody,
        response: { 200: settingsSchema, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => service.setPaperWidth(app.ctx, request.body.paperMm),
  );
};

export default printingRoutes;
