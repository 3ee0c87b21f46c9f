import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoicingRoutes as table, voucherId } from '@burgers/domain/routes/invoicing';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { INVOICING_MSG, invoicesCsvQuerySchema } from '@burgers/domain/schemas/invoicing';
import { purchaseIdParams } from '@burgers/domain/schemas/order-request';
import { defineRoute } from '#http/route';
import { guarded, routeAccess } from '#http/route-access';
import { invoicesCsv } from './csv';
import { creditNoteDocument, invoiceDocument } from './document';
import * as service from './service';

const tags = ['invoicing'];
const pdfResponse = { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } };

/** Electronic invoicing (issue 33): the fiscal identity, the vouchers and their documents. */
const invoicingRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = routeAccess(app.ctx.guards);
  const adminOnly = access.role('admin');

  defineRoute(
    app,
    table.identity,
    { access: adminOnly, docs: { tags, summary: 'Los datos fiscales del comercio y si factura' } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await service.fiscalIdentity(app.ctx)),
  );

  defineRoute(
    app,
    table.saveIdentity,
    {
      access: adminOnly,
      docs: {
        tags,
        summary: 'Cambia los datos fiscales del comercio (el certificado nunca pasa por acá)',
        response: { 400: errorResponse },
      },
    },
    async (request) => service.setFiscalIdentity(app.ctx, await app.ctx.guards.requireUser(request), request.body),
  );

  defineRoute(
    app,
    table.adminInvoices,
    {
      access: adminOnly,
      docs: {
        tags,
        summary: 'Facturas y notas de crédito por fecha, tipo y estado, con sus totales',
        response: { 400: errorResponse },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.listInvoices(app.ctx, request.query)),
  );

  app.get(
    '/admin/invoices.csv',
    guarded(adminOnly, {
      tags,
      summary: 'Los comprobantes emitidos del rango en CSV (UTF-8 con BOM, ";" y coma decimal)',
      querystring: invoicesCsvQuerySchema,
      response: { 200: z.string(), 400: errorResponse },
    }),
    async (request, reply) => {
      const { from, to } = request.query;
      const name = `comprobantes${from ? `-${from}` : ''}${to ? `-a-${to}` : ''}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(await invoicesCsv(app.ctx, request.query));
    },
  );

  defineRoute(
    app,
    table.retry,
    {
      access: adminOnly,
      docs: {
        tags,
        summary: 'Reintentar un comprobante pendiente o rechazado',
        response: { 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => service.retryVoucher(app.ctx, await app.ctx.guards.requireUser(request), request.params.id),
  );

  defineRoute(
    app,
    table.orderInvoice,
    {
      access: access.user(),
      docs: {
        tags,
        summary: 'La factura del pedido con sus notas de crédito (el comprador o el personal)',
        response: { 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const user = await app.ctx.guards.requireUser(request);
      const { view } = await service.invoiceOfOrder(app.ctx, user, request.params.purchaseId);
      return reply.header('cache-control', 'private, no-store').send(view);
    },
  );

  app.get(
    '/orders/:purchaseId/invoice.pdf',
    guarded(access.user(), {
      tags,
      summary: 'La factura del pedido en PDF: una hoja A4, o con format=ticket el rollo de la impresora del mostrador',
      params: purchaseIdParams,
      querystring: z.object({
        format: z.enum(['a4', 'ticket'], { error: INVOICING_MSG.formatInvalid }).optional(),
      }),
      produces: ['application/pdf'],
      response: {
        200: pdfResponse,
        400: errorResponse,
        403: errorResponse,
        404: errorResponse,
      },
    }),
    async (request, reply) => {
      const user = await app.ctx.guards.requireUser(request);
      const { pdf, fileName } = await invoiceDocument(
        app.ctx,
        user,
        request.params.purchaseId,
        request.query.format ?? 'a4',
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as unknown as string);
    },
  );

  app.get(
    '/orders/:purchaseId/credit-notes/:id.pdf',
    guarded(access.user(), {
      tags,
      summary: 'Una nota de crédito del pedido en PDF (una hoja A4)',
      params: purchaseIdParams.extend({ id: voucherId }),
      produces: ['application/pdf'],
      response: { 200: pdfResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    }),
    async (request, reply) => {
      const user = await app.ctx.guards.requireUser(request);
      const { purchaseId, id } = request.params;
      const { pdf, fileName } = await creditNoteDocument(app.ctx, user, purchaseId, id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as unknown as string);
    },
  );
};

export default invoicingRoutes;
