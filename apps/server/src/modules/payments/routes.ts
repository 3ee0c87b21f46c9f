import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutRoutes as table } from '@burgers/domain/routes/checkout';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { sandboxPaymentResponse, webhookReceivedResponse } from '@burgers/domain/schemas/payment-response';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import { HttpError, unauthorized } from '#lib/errors';
import { messages } from '#messages';
import { syncInStoreOrder } from './in-store';
import { purchaseInfo } from './purchase-info';
import {
  renderSandboxCheckout,
  renderSandboxNotFound,
  SANDBOX_SCRIPT_PATH,
  SANDBOX_STYLES_PATH,
  sandboxScript,
  sandboxStyles,
} from './sandbox-page';
import { preferenceParams, sandboxPaymentBody, webhookBody, webhookQuery } from './schemas';
import * as service from './service';
import { isValidWebhookSignature } from './webhook';

const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards, config } = app.ctx;

  // Public: every page shows a demo banner while payments are simulated.
  defineRoute(
    app,
    table.paymentsMode,
    { docs: { tags: ['payments'], summary: 'Si los pagos son reales (mercadopago) o simulados (sandbox)' } },
    async () => ({ mode: config.payments }),
  );

  defineRoute(
    app,
    table.purchaseInfo,
    {
      access: routeAccess(guards).user(),
      docs: {
        tags: ['payments'],
        summary: 'Información de un pago, para su cliente o el personal',
        // 403: the payment is another customer's.
        response: { 403: errorResponse, 404: errorResponse, 502: errorResponse },
      },
    },
    async (request) => purchaseInfo(app.ctx, await guards.requireUser(request), request.params.paymentId, request.log),
  );

  if (config.payments === 'mercadopago') {
    if (!config.mpWebhookSecret) {
      app.log.warn(
        'MP_WEBHOOK_SECRET is not set: MercadoPago notifications are refused; payments are read when buyers return',
      );
    }
    app.post(
      '/pay/mercadopago/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Notificaciones de MercadoPago (firmadas con x-signature)',
          querystring: webhookQuery,
          body: webhookBody,
          response: { 200: webhookReceivedResponse, 401: errorResponse, 502: errorResponse },
        },
      },
      async (request) => {
        const bodyId = request.body?.data?.id;
        const dataId = request.query['data.id'] ?? (bodyId === undefined ? undefined : String(bodyId));
        const secret = config.mpWebhookSecret;
        const signed =
          !!secret &&
          !!dataId &&
          isValidWebhookSignature({
            signature: request.headers['x-signature'],
            requestId: request.headers['x-request-id'],
            dataId,
            secret,
          });
        if (!signed || !dataId) throw unauthorized(messages.webhookSignatureInvalid);
        const type = request.query.type ?? request.body?.type ?? request.query.topic;
        if (type === 'payment') await service.syncPaymentFromProvider(app.ctx, dataId, request.log);
        // Orders API (QR or Point at the counter): the notification names the order, read back too.
        if (type === 'order') await syncInStoreOrder(app.ctx, dataId, request.log);
        return { received: true };
      },
    );
  }

  if (config.payments !== 'sandbox') return;

  // The sandbox page's style and script, as files: the CSP allows no inline code.
  for (const [url, type, body] of [
    [SANDBOX_STYLES_PATH, 'text/css; charset=utf-8', sandboxStyles],
    [SANDBOX_SCRIPT_PATH, 'text/javascript; charset=utf-8', sandboxScript],
  ] as const) {
    app.get(url.replace(/^\/api/, ''), { schema: { hide: true } }, async (_request, reply) =>
      reply.type(type).header('cache-control', 'no-cache').send(body),
    );
  }

  app.get(
    '/sandbox/checkout/:preferenceId',
    {
      schema: {
        tags: ['payments'],
        summary: 'Página de pago del sandbox (HTML)',
        params: preferenceParams,
      },
    },
    async (request, reply) => {
      const storeUrl = `${config.publicUrl}/`;
      let found;
      try {
        found = await service.sandboxOrder(app.ctx, request.params.preferenceId);
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
        return reply.status(404).type('text/html; charset=utf-8').send(renderSandboxNotFound(storeUrl));
      }
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return renderSandboxCheckout({
        preferenceId: found.order.preferenceId,
        totalCents: found.order.totalCents,
        lines: found.lines,
        paid: service.isPaid(found.order.status),
        expired: !service.isPaid(found.order.status) && service.isExpired(found.order, app.ctx),
        storeUrl,
      });
    },
  );

  app.post(
    '/sandbox/payments',
    {
      schema: {
        tags: ['payments'],
        summary: 'Registra la elección hecha en la página de pago del sandbox',
        body: sandboxPaymentBody,
        response: { 201: sandboxPaymentResponse, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const result = await service.paySandbox(app.ctx, {
        preferenceId: request.body.preference_id,
        status: request.body.status,
        installments: request.body.installments,
      });
      return reply.status(201).send(result);
    },
  );
};

export default paymentsRoutes;
