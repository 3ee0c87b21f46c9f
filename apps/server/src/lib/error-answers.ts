import type { FastifyError, FastifyInstance } from 'fastify';
import { messages } from '#messages';
import { errorCode } from './error-codes';
import { HttpError, isStorageFull } from './errors';

function firstValidationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  return first?.message || messages.invalidInput;
}

/** A client error raised by Fastify itself (body parsing, media type, size): its Spanish words. */
function frameworkClientMessage(error: FastifyError, status: number): string {
  if (status === 404) return messages.notFound;
  if (status === 429) return messages.tooManyRequests;
  if (status === 413) return messages.bodyTooLarge;
  if (status === 415) return messages.unsupportedMediaType;
  return error.code?.startsWith('FST_ERR_CTP') ? messages.invalidJson : messages.invalidInput;
}

/**
 * How every error is answered: one handler (client errors keep their Spanish message, anything else
 * hides its details), and every error answer, whoever sent it, gains its stable code.
 */
export function registerErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError)
      return reply.status(error.statusCode).send({ ...error.extra, error: error.message });
    if (error.validation) return reply.status(400).send({ error: firstValidationMessage(error) });
    if (isStorageFull(error)) {
      // A full disk, not a bug: nothing was stored, and the client may try again later.
      request.log.error({ err: error }, 'could not store the data: no space left or storage read-only');
      return reply.status(503).send({ error: messages.storageFull });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.status(status).send({ error: frameworkClientMessage(error, status) });
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: messages.serverError });
  });

  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || !payload || typeof payload !== 'object') return payload;
    const body = payload as { error?: unknown; code?: unknown };
    if (typeof body.error !== 'string' || typeof body.code === 'string') return payload;
    return { ...body, code: errorCode(body.error, reply.statusCode) };
  });
}
