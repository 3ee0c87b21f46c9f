import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Guards } from '../../plugins/auth';
import type { StoreEventsHub } from './events';

/** Proxies drop silent connections; a comment line every 25 s keeps the stream open. */
const HEARTBEAT_MS = 25_000;
const RETRY_MS = 3_000;

const isStaffRole = (role: string) => role === 'employee' || role === 'admin';

/**
 * Staff screens' live store state as server-sent events: `event: store` after every change.
 * Each heartbeat re-checks the account, so a deactivated or demoted user stops receiving.
 */
export function createStoreStreams(hub: StoreEventsHub, guards: Guards) {
  const open = new Set<ServerResponse>();

  async function stillAllowed(userId: number, token: string): Promise<boolean> {
    try {
      const user = await guards.loadUser(token);
      return user.id === userId && isStaffRole(user.role);
    } catch {
      return false;
    }
  }

  async function serve(request: FastifyRequest, reply: FastifyReply, userId: number, token: string): Promise<void> {
    const res = reply.raw;
    reply.hijack();
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    open.add(res);
    let closed = false;
    res.on('close', () => {
      closed = true;
      open.delete(res);
    });
    let unsubscribe: () => void;
    try {
      unsubscribe = await hub.subscribe(() => res.write('event: store\ndata: {}\n\n'));
    } catch (error) {
      request.log.error({ err: error }, 'could not listen for store events');
      res.end();
      return;
    }
    if (closed) {
      unsubscribe();
      return;
    }
    res.write(`retry: ${RETRY_MS}\n: conectado\n\n`);
    const heartbeat = setInterval(() => {
      void stillAllowed(userId, token).then((allowed) => {
        if (allowed) res.write(': ping\n\n');
        else res.end();
      });
    }, HEARTBEAT_MS);
    res.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  }

  function closeAll(): void {
    for (const res of open) res.end();
    open.clear();
  }

  return { serve, closeAll, isStaffRole };
}
