import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { printingRoutes as table } from '@burgers/domain/routes/printing';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { purchaseIdParams } from '@burgers/domain/schemas/order-request';
import { defineRoute } from '#http/route';
import { guarded, routeAccess } from '#http/route-access';
import * as service from './service';

const tags = ['printing'];

/** The printed tickets' settings: the staff print, the admin chooses the paper. */
const printingRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = routeAccess(app.ctx.guards);

  defineRoute(
    app,
    table.settings,
    {
      access: access.role('employee', 'admin'),
      docs: { tags, summary: 'El ancho del papel de la impresora de comandas y tickets' },
    },
    async () => service.printingSettings(app.ctx),
  );

  app.get(
    '/printing/orders/:purchaseId/qr',
    guarded(access.user(), {
      tags,
      summary: 'El código QR del ticket (SVG): la dirección del detalle de la compra',
      params: purchaseIdParams,
      produces: ['image/svg+xml'],
      response: {
        200: { description: 'SVG', content: { 'image/svg+xml': { schema: z.string() } } },
        403: errorResponse,
        404: errorResponse,
      },
    }),
    async (request, reply) => {
      const svg = await service.purchaseQrSvg(
        app.ctx,
        await app.ctx.guards.requireUser(request),
        request.params.purchaseId,
      );
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'private, max-age=86400').send(svg);
    },
  );

  defineRoute(
    app,
    table.saveSettings,
    {
      access: access.role('admin'),
      docs: { tags, summary: 'Elige el papel de la impresora: 80 o 58 mm', response: { 400: errorResponse } },
    },
    async (request) => service.setPaperWidth(app.ctx, request.body.paperMm),
  );
};

export default printingRoutes;
