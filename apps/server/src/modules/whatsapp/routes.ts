import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@burgers/domain/messages';
import { whatsappRoutes as table } from '@burgers/domain/routes/whatsapp';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { webhookReceivedResponse } from '@burgers/domain/schemas/payment-response';
import { WHATSAPP_MSG } from '@burgers/domain/whatsapp-messages';
import { isValidHubSignature } from '#adapters/whatsapp/signature';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import { badRequest, forbidden, unauthorized } from '#lib/errors';
import { orderMessages } from './service';
import { handleNotification } from './webhook';
// Registers the fallbacks a failed message reported here sends (push notice and mail).
import './notices';

const handshakeQuery = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().optional(),
});

const envelopeSchema = z.object({ object: z.literal('whatsapp_business_account'), entry: z.array(z.unknown()) });

/** The body as Meta sends every notification, or null. Nothing in it is believed before the signature. */
function metaEnvelope(raw: Buffer): unknown {
  try {
    const body: unknown = JSON.parse(raw.toString('utf8'));
    return envelopeSchema.safeParse(body).success ? body : null;
  } catch {
    return null;
  }
}

/** WhatsApp notices: whether the shop offers them, and Meta's webhook (docs/api.md#whatsapp). */
const whatsappRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, guards } = app.ctx;

  defineRoute(
    app,
    table.available,
    {
      docs: {
        tags: ['whatsapp'],
        summary: 'Si la tienda avisa por WhatsApp (el checkout ofrece «Avisame por WhatsApp»)',
      },
    },
    async () => ({ available: config.whatsapp !== null }),
  );

  defineRoute(
    app,
    table.orderMessages,
    {
      access: routeAccess(guards).role('employee', 'admin'),
      docs: {
        tags: ['whatsapp'],
        summary: 'Los mensajes de WhatsApp de un pedido y lo que Meta informó de cada uno',
        response: { 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await orderMessages(app.ctx, request.params.purchaseId)),
  );

  app.get(
    '/whatsapp/webhook',
    {
      schema: {
        tags: ['whatsapp'],
        summary: 'Verificación del webhook de Meta: responde hub.challenge si hub.verify_token es el configurado',
        querystring: handshakeQuery,
        response: { 200: z.string(), 403: errorResponse },
      },
    },
    async (request, reply) => {
      const expected = config.whatsapp?.verifyToken;
      const query = request.query;
      if (
        !expected ||
        query['hub.mode'] !== 'subscribe' ||
        query['hub.verify_token'] !== expected ||
        query['hub.challenge'] === undefined
      ) {
        throw forbidden(WHATSAPP_MSG.verifyTokenInvalid);
      }
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge']);
    },
  );

  // The signature is over the body's exact bytes: this plugin's routes read JSON as a Buffer.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/whatsapp/webhook',
    {
      schema: {
        tags: ['whatsapp'],
        summary: 'Estados de los mensajes y respuestas (BAJA), firmados con X-Hub-Signature-256',
        response: { 200: webhookReceivedResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      // Read as JSON only (text/plain arrives as a string): anything but Meta's envelope is bad input.
      const raw = Buffer.isBuffer(request.body) ? request.body : null;
      const body = raw ? metaEnvelope(raw) : null;
      if (!raw || !body) throw badRequest(MSG.inputInvalid);
      const secret = config.whatsapp?.appSecret;
      if (!secret || !isValidHubSignature(raw, request.headers['x-hub-signature-256'], secret)) {
        throw unauthorized(WHATSAPP_MSG.signatureInvalid);
      }
      await handleNotification(app.ctx, body);
      return { received: true };
    },
  );
};

export default whatsappRoutes;
