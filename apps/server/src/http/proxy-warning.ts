import type { FastifyInstance } from 'fastify';

export const PROXY_WARNING =
  'requests carry X-Forwarded-For but TRUST_PROXY is false: every client behind that proxy counts as the proxy ' +
  '(one shared login limit for all); set TRUST_PROXY to the proxy (see the README, Running several instances)';

/**
 * Behind a balancer that the server was not told to trust, every client shares the balancer's
 * address, so a few failed logins by anyone block everyone's. The first request that shows it
 * (an X-Forwarded-For header) logs one warning for the operator.
 */
export function warnAboutUntrustedProxy(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn({ remoteAddress: request.socket.remoteAddress }, PROXY_WARNING);
  });
}
