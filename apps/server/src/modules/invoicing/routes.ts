import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import {
  adminInvoicesQuerySchema,
  adminInvoicesResponse,
  creditNoteResponse,
  fiscalIdentityResponse,
  fiscalIdentitySchema,
  INVOICING_MSG,
  invoiceResponse,
  invoicesCsvQuerySchema,
} from '@burgers/domain/schemas/invoicing';
import { purchaseIdParams } from '@burgers/domain/schemas/order-request';
import { guarded, routeAccess } from '#http/route-access';
import { invoicesCsv } from './csv';
import { creditNoteDocument, invoiceDocument } from './document';
import * as service from './service';

const tags = ['invoicing'];
const voucherId = z
  .string()
  .regex(/^\d{1,9}$/, INVOICING_MSG.invoiceIdInvalid)
  .transform(Number);
const voucherParams = z.object({ id: voucherId });
const pdfResponse = { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } };

/** Electronic invoicing (issue 33): the fiscal identity, the vouchers and their documents. */
const invoicingRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = routeAccess(app.ctx.guards);
  const adminOnly = access.role('admin');

  app.get(
    '/admin/invoicing',
    guarded(adminOnly, {
      tags,
      summary: 'Los datos fiscales del comercio y si factura',
      response: { 200: fiscalIdentityResponse },
    }),
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await service.fiscalIdentity(app.ctx)),
  );

  app.put(
    '/admin/invoicing',
    guarded(adminOnly, {
      tags,
      summary: 'Cambia los datos fiscales del comercio (el certificado nunca pasa por acá)',
      body: fiscalIdentitySchema,
      response: { 200: fiscalIdentityResponse, 400: errorResponse },
    }),
    async (request) => service.setFiscalIdentity(app.ctx, await app.ctx.guards.requireUser(request), request.body),
  );

  app.get(
    '/admin/invoices',
    guarded(adminOnly, {
      tags,
      summary: 'Facturas y notas de crédito por fecha, tipo y estado, con sus totales',
      querystring: adminInvoicesQuerySchema,
      response: { 200: adminInvoicesResponse, 400: errorResponse },
    }),
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

  app.post(
    '/admin/invoices/:id/retry',
    guarded(adminOnly, {
      tags,
      summary: 'Reintentar un comprobante pendiente o rechazado',
      params: voucherParams,
      response: { 200: creditNoteResponse, 400: errorResponse, 404: errorResponse, 409: errorResponse },
    }),
    async (request) => service.retryVoucher(app.ctx, await app.ctx.guards.requireUser(request), request.params.id),
  );

  app.get(
    '/orders/:purchaseId/invoice',
    guarded(access.user(), {
      tags,
      summary: 'La factura del pedido con sus notas de crédito (el comprador o el personal)',
      params: purchaseIdParams,
      response: { 200: invoiceResponse, 403: errorResponse, 404: errorResponse },
    }),
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
