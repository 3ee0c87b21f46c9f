import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '#messages';
import { HEARTBEAT_MS } from './live-streams';

const RETRY_MS = 3_000;

/** A feed anyone may follow: no user to re-check, so what `data` returns must be public by itself. */
export interface PublicFeed<Event> {
  name: string;
  subscribe(listener: (event: Event) => void): Promise<() => void>;
  /** The event's `data:` JSON, or null to send nothing for it. */
  data(event: Event): Promise<string | null>;
}

/** Server-sent events without a session (the pickup board): one per open screen, ended on shutdown. */
export function createPublicStreams() {
  const open = new Set<ServerResponse>();

  async function serve<Event>(request: FastifyRequest, reply: FastifyReply, feed: PublicFeed<Event>): Promise<void> {
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
    let queue: Promise<void> = Promise.resolve();
    const deliver = (event: Event) => {
      queue = queue.then(async () => {
        try {
          const data = await feed.data(event);
          if (!closed && data !== null) res.write(`event: ${feed.name}\ndata: ${data}\n\n`);
        } catch (error) {
          request.log.error({ err: error, feed: feed.name }, 'could not prepare a live event');
        }
      });
    };
    let unsubscribe: () => void;
    try {
      unsubscribe = await feed.subscribe(deliver);
    } catch (error) {
      request.log.error({ err: error, feed: feed.name }, 'could not listen for live events');
      res.end();
      return;
    }
    if (closed) {
      unsubscribe();
      return;
    }
    res.write(`retry: ${RETRY_MS}\n: conectado\n\n`);
    const heartbeat = setInterval(() => {
      if (!closed) res.write(': ping\n\n');
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
