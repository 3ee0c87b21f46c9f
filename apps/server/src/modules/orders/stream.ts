import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Guards, UserRow } from '../../plugins/auth';
import type { OrderEventsHub } from './events';
import { isStaff } from './service';

/** Proxies drop silent connections; a comment line every 25 s keeps the stream open. */
export const HEARTBEAT_MS = 25_000;
/** How soon a browser's EventSource reconnects after the stream drops. */
const RETRY_MS = 3_000;

/**
 * The kitchen's live feed as server-sent events. Each open stream is tracked so the
 * app can end them on shutdown (an open response would otherwise keep it from closing).
 */
export function createOrderStreams(hub: OrderEventsHub, guards: Guards) {
  const open = new Set<ServerResponse>();

  /** Still staff and still active? Checked at every heartbeat, like every other request. */
  async function stillAllowed(userId: number, token: string): Promise<boolean> {
    try {
      const user = await guards.loadUser(token);
      return user.id === userId && isStaff(user);
    } catch {
      return false;
    }
  }

  async function serve(request: FastifyRequest, reply: FastifyReply, user: UserRow, token: string): Promise<void> {
    const res = reply.raw;
    reply.hijack();
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx would otherwise buffer the stream.
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
      unsubscribe = await hub.subscribe((event) => {
        res.write(`event: order\ndata: ${JSON.stringify(event)}\n\n`);
      });
    } catch (error) {
      request.log.error({ err: error }, 'could not listen for order events');
      res.end();
      return;
    }
    if (closed) {
      unsubscribe();
      return;
    }
    // Written once listening, so a client that sees it cannot miss a later change.
    res.write(`retry: ${RETRY_MS}\n: conectado\n\n`);
    const heartbeat = setInterval(() => {
      void stillAllowed(user.id, token).then((allowed) => {
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

  return { serve, closeAll };
}
