import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** What a proxy's id may look like to be kept: short, and nothing a log line could be forged with. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Every request gets an id: the one a proxy in front already gave it (X-Request-Id), so its log
 * and the shop's can be matched, or a new random one, unique across instances (Fastify's default
 * counts from 1 in each process). Fastify puts it on every log line of the request as `reqId`.
 */
export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> = {
  requestIdHeader: false,
  genReqId(request: IncomingMessage) {
    const given = request.headers['x-request-id'];
    return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
  },
};

/** Every answer, errors above all, carries its id: what someone reporting a problem can quote. */
export function sendRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
