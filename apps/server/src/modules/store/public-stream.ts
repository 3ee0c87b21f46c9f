import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEARTBEAT_MS } from '#lib/live-streams';
import { messages } from '#messages';
import type { StoreEventsHub } from './events';

/**
 * The customers' live store: the cart's promise moves when the kitchen changes busy mode or pauses.
 * Events carry nothing but "reload GET /api/store", which anyone may read, so no session is asked.
 */
export function createPublicStoreStreams(hub: StoreEventsHub) {
  const open = new Set<ServerResponse>();

  async function serve(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const release = request.server.ctx.streamCaps.take(request.ip);
    if (release === 'per-address') return void reply.code(429).send({ error: messages.liveStreamsPerAddress });
    if (release === 'total') return void reply.code(503).send({ error: messages.liveStreamsTotal });
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
      release();
    });
    let unsubscribe: () => void;
    try {
      unsubscribe = await hub.subscribe(() => {
        if (!closed) res.write('event: store\ndata: {}\n\n');
      });
    } catch (error) {
      request.log.error({ err: error }, 'could not listen for store changes');
      res.end();
      return;
    }
    if (closed) {
      unsubscribe();
      return;
    }
    res.write('retry: 3000\n: conectado\n\n');
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
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
