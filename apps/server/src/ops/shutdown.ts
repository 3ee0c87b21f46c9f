import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Between closing the listening socket and dropping idle connections: a connection accepted just
 * before has this long to send its request, which then counts as in flight instead of being cut.
 */
const ACCEPT_SETTLE_MS = 300;
/**
 * While closing, how often connections whose request has been answered are dropped: a keep-alive
 * connection would otherwise stay open idle for Node's keepAliveTimeout (5 s) and hold the exit.
 */
const IDLE_SWEEP_MS = 100;

export interface ShutdownOptions {
  /** How long the requests in flight may take before their connections are cut. */
  graceSeconds: number;
  /** process.exit, unless a test watches the code instead. */
  exit?: (code: number) => void;
  signals?: NodeJS.Signals[];
}

/**
 * SIGTERM (a deploy, `docker stop`, systemd) and SIGINT (Ctrl-C) close the server the way a
 * balancer expects: the listening socket closes at once, idle keep-alive connections are dropped,
 * the requests in flight finish (up to the grace period, then their connections are cut), live
 * streams are told to reconnect (to any other instance), background work finishes, the database
 * closes, and the process exits 0. A second signal exits at once.
 */
export function closeOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;

  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, `${signal} again while closing: exiting now`);
      exit(1);
      return;
    }
    closing = true;
    const { graceSeconds } = options;
    app.log.info(
      { signal, graceSeconds },
      `${signal}: no new connections; finishing the requests in flight (up to ${graceSeconds} s)`,
    );
    const cutOff = setTimeout(() => {
      app.log.warn(`shutdown: requests still running after ${graceSeconds} s; closing their connections`);
      app.server.closeAllConnections();
    }, graceSeconds * 1000);
    cutOff.unref();
    try {
      // Only the listening socket first (http's own close() would also drop the idle connections).
      NetServer.prototype.close.call(app.server);
      await new Promise((resolve) => setTimeout(resolve, ACCEPT_SETTLE_MS));
      const idleSweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
      try {
        await app.close();
      } finally {
        clearInterval(idleSweep);
      }
      clearTimeout(cutOff);
      app.log.info('shutdown complete');
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };

  for (const signal of options.signals ?? ['SIGTERM', 'SIGINT']) {
    process.on(signal, (received: NodeJS.Signals) => void shutdown(received));
  }
}
