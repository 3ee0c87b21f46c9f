import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Guards, UserRow } from '#http/auth';
import { HttpError } from './errors';

/** Proxies drop silent connections; a comment line every 25 s keeps the stream open. */
export const HEARTBEAT_MS = 25_000;
/** Sent when events may have been missed (the database connection came back): reload, then follow. */
export const RESYNC_EVENT = 'resync';
/** How soon a browser's EventSource reconnects after the stream drops. */
const RETRY_MS = 3_000;
/** After a shutdown, sooner: the screen should not stay stale while another instance is ready. */
const RECONNECT_AFTER_SHUTDOWN_MS = 500;

/** What one stream sends and to whom. */
export interface LiveFeed<Event> {
  /** The server-sent event's name (`event: order`). */
  name: string;
  /**
   * Resolves once listening, so no event after it can be missed; returns the way to stop.
   * `onResync` runs when listening resumed after the database connection dropped.
   */
  subscribe(listener: (event: Event) => void, onResync: () => void): Promise<() => void>;
  /** The event's `data:` line, as JSON. */
  data(event: Event): string;
  /** Whether the event concerns this stream at all. */
  wants(event: Event): boolean;
  /** Whether the user, as the database has them now, may still receive it. */
  allows(user: UserRow): boolean;
}

type Verdict = 'allowed' | 'refused' | 'unknown';

/**
 * Live screens as server-sent events. Each open stream is tracked so the app can end them on
 * shutdown (an open response would otherwise keep it from closing).
 */
export function createLiveStreams(guards: Guards) {
  const open = new Set<ServerResponse>();

  /**
   * The user is read again before every event and at every heartbeat, so a deactivated account
   * or a lost role stops the feed at once. A database error is not a verdict on the user: it is
   * logged and the stream stays open (ending it would silently drop every screen at the first
   * hiccup).
   */
  async function verdict<Event>(
    request: FastifyRequest,
    user: UserRow,
    token: string,
    feed: LiveFeed<Event>,
  ): Promise<Verdict> {
    try {
      const current = await guards.loadUser(token);
      return current.id === user.id && feed.allows(current) ? 'allowed' : 'refused';
    } catch (error) {
      if (error instanceof HttpError) return 'refused';
      request.log.error(
        { err: error, userId: user.id, feed: feed.name },
        'could not re-check the user of a live stream',
      );
      return 'unknown';
    }
  }

  async function serve<Event>(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    token: string,
    feed: LiveFeed<Event>,
  ): Promise<void> {
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
    const openStreams = request.server.ctx.metrics.liveStreams;
    openStreams.inc();
    let closed = false;
    res.on('close', () => {
      closed = true;
      open.delete(res);
      openStreams.dec();
    });

    // Events are checked one after the other, so they reach the browser in the order they happened.
    let queue: Promise<void> = Promise.resolve();
    // Events that arrived since the last check of the user: one check covers all of them, so a
    // busy kitchen (50 orders a second) never waits in line for one database read per event.
    // Each is still written only after a check that began once it had arrived.
    let pending: Event[] = [];
    const deliver = (event: Event) => {
      if (!feed.wants(event)) return;
      pending.push(event);
      if (pending.length > 1) return;
      queue = queue.then(async () => {
        const events = pending;
        pending = [];
        if (closed) return;
        const answer = await verdict(request, user, token, feed);
        if (closed) return;
        if (answer === 'refused') res.end();
        else if (answer === 'allowed')
          res.write(events.map((e) => `event: ${feed.name}\ndata: ${feed.data(e)}\n\n`).join(''));
      });
    };

    const resync = () => {
      queue = queue.then(() => {
        if (!closed) res.write(`event: ${RESYNC_EVENT}\ndata: {}\n\n`);
      });
    };

    let unsubscribe: () => void;
    try {
      unsubscribe = await feed.subscribe(deliver, resync);
    } catch (error) {
      request.log.error({ err: error, feed: feed.name }, 'could not listen for live events');
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
      queue = queue.then(async () => {
        const answer = await verdict(request, user, token, feed);
        if (closed) return;
        if (answer === 'refused') res.end();
        else res.write(': ping\n\n');
      });
    }, HEARTBEAT_MS);
    res.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  }

  /** On shutdown: each browser is told to reconnect soon, and will reach an instance still running. */
  function closeAll(): void {
    for (const res of open) res.end(`retry: ${RECONNECT_AFTER_SHUTDOWN_MS}\n: reconectar\n\n`);
    open.clear();
  }

  return { serve, closeAll };
}
