import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { messages } from '../../messages';
import { purchaseIdParams } from '../orders/schemas';
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

  app.get(
    '/printing/orders/:purchaseId/qr',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'El código QR del ticket (SVG): la dirección del detalle de la compra',
        security,
        params: purchaseIdParams,
        produces: ['image/svg+xml'],
        response: {
          200: { description: 'SVG', content: { 'image/svg+xml': { schema: z.string() } } },
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const svg = await service.purchaseQrSvg(app.ctx, await guards.requireUser(request), request.params.purchaseId);
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'private, max-age=86400').send(svg);
    },
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
