import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Gauge } from 'prom-client';
import type { UserRow } from '#http/auth';
import { messages } from '#messages';
import { HttpError } from './errors';

/** Proxies drop silent connections; a comment line every 25 s keeps the stream open. */
export const HEARTBEAT_MS = 25_000;
/** Sent when events may have been missed (the database connection came back): reload, then follow. */
export const RESYNC_EVENT = 'resync';
/** How soon a browser's EventSource reconnects after the stream drops. */
const RETRY_MS = 3_000;
/** After a shutdown, sooner: the screen should not stay stale while another instance is ready. */
const RECONNECT_AFTER_SHUTDOWN_MS = 500;

/** One live stream, declared: what it listens to and what it sends. */
export interface StreamDeclaration<Event> {
  /** The server-sent event's name (`event: order`). */
  name: string;
  /**
   * Resolves once listening, so no event after it can be missed; returns the way to stop.
   * `onResync` runs when listening resumed after the database connection dropped.
   */
  subscribe(listener: (event: Event) => void, onResync: () => void): Promise<() => void>;
  /** The event's `data:` line as JSON, or null to send nothing for it. */
  data(event: Event): string | null | Promise<string | null>;
  /** Whether the event concerns this stream at all (every event when left out). */
  wants?(event: Event): boolean;
}

/** Who follows a stream that needs a session; a stream without one is public. */
export interface StreamViewer {
  user: UserRow;
  token: string;
  /** Whether the user, as the database has them now, may still receive it. */
  allows(user: UserRow): boolean;
}

export interface StreamHubOptions {
  /** Public streams per client address and in all (LIVE_STREAMS_PER_ADDRESS, LIVE_STREAMS_TOTAL). */
  limits: { perAddress: number; total: number };
  /** `burgers_live_streams_open`: every stream open on this instance, public or not. */
  gauge: Gauge;
  /** Reads the session's user again (guards.loadUser); throws an HttpError when it is no longer valid. */
  loadUser(token: string): Promise<UserRow>;
}

type Verdict = 'allowed' | 'refused' | 'unknown';

/**
 * Public streams open on this instance, per client address and in all, so one client cannot take
 * them all (and with them the health check's and the metrics' room). Counted per instance, as the
 * connections themselves are.
 */
function createStreamCaps(limits: { perAddress: number; total: number }) {
  const byAddress = new Map<string, number>();
  let total = 0;
  /** A release function for the stream taken, or why it may not be opened. */
  return function take(address: string): (() => void) | 'per-address' | 'total' {
    if (total >= limits.total) return 'total';
    const held = byAddress.get(address) ?? 0;
    if (held >= limits.perAddress) return 'per-address';
    byAddress.set(address, held + 1);
    total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      total -= 1;
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left > 0) byAddress.set(address, left);
      else byAddress.delete(address);
    };
  };
}

/**
 * Every server-sent stream of the app (kitchen, tracker, staff store, pickup board, the cart's
 * store) goes through here, so each gets the same connection handling, limits and gauge. A public
 * stream is capped per client address (each holds a connection and a file for as long as the
 * screen stays); a stream with a session is bounded by its session and re-checks its user instead.
 * Each open stream is tracked so the app can end them on shutdown (an open response would otherwise
 * keep it from closing).
 */
export function createStreamHub(options: StreamHubOptions) {
  const open = new Set<ServerResponse>();
  const takePublic = createStreamCaps(options.limits);

  /**
   * The user is read again before every event and at every heartbeat, so a deactivated account
   * or a lost role stops the feed at once. A database error is not a verdict on the user: it is
   * logged and the stream stays open (ending it would silently drop every screen at the first
   * hiccup).
   */
  async function verdict(request: FastifyRequest, viewer: StreamViewer | undefined, name: string): Promise<Verdict> {
    if (!viewer) return 'allowed';
    try {
      const current = await options.loadUser(viewer.token);
      return current.id === viewer.user.id && viewer.allows(current) ? 'allowed' : 'refused';
    } catch (error) {
      if (error instanceof HttpError) return 'refused';
      request.log.error(
        { err: error, userId: viewer.user.id, feed: name },
        'could not re-check the user of a live stream',
      );
      return 'unknown';
    }
  }

  /** Events written in order, one `event:` block each; one that cannot be prepared is logged and left out. */
  async function blocks<Event>(request: FastifyRequest, stream: StreamDeclaration<Event>, events: Event[]) {
    let text = '';
    for (const event of events) {
      try {
        const data = await stream.data(event);
        if (data !== null) text += `event: ${stream.name}\ndata: ${data}\n\n`;
      } catch (error) {
        request.log.error({ err: error, feed: stream.name }, 'could not prepare a live event');
      }
    }
    return text;
  }

  async function serve<Event>(
    request: FastifyRequest,
    reply: FastifyReply,
    stream: StreamDeclaration<Event>,
    viewer?: StreamViewer,
  ): Promise<void> {
    const release = viewer ? () => undefined : takePublic(request.ip);
    if (release === 'per-address') return void reply.code(429).send({ error: messages.liveStreamsPerAddress });
    if (release === 'total') return void reply.code(503).send({ error: messages.liveStreamsTotal });
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
    options.gauge.inc();
    let closed = false;
    res.on('close', () => {
      closed = true;
      open.delete(res);
      options.gauge.dec();
      release();
    });

    // Events are checked one after the other, so they reach the browser in the order they happened.
    let queue: Promise<void> = Promise.resolve();
    // Events that arrived since the last check of the user: one check covers all of them, so a
    // busy kitchen (50 orders a second) never waits in line for one database read per event.
    // Each is still written only after a check that began once it had arrived.
    let pending: Event[] = [];
    const deliver = (event: Event) => {
      if (stream.wants && !stream.wants(event)) return;
      pending.push(event);
      if (pending.length > 1) return;
      queue = queue.then(async () => {
        const events = pending;
        pending = [];
        if (closed) return;
        const answer = await verdict(request, viewer, stream.name);
        if (closed) return;
        if (answer === 'refused') return void res.end();
        if (answer === 'unknown') return;
        const text = await blocks(request, stream, events);
        if (!closed && text) res.write(text);
      });
    };

    const resync = () => {
      queue = queue.then(() => {
        if (!closed) res.write(`event: ${RESYNC_EVENT}\ndata: {}\n\n`);
      });
    };

    let unsubscribe: () => void;
    try {
      unsubscribe = await stream.subscribe(deliver, resync);
    } catch (error) {
      request.log.error({ err: error, feed: stream.name }, 'could not listen for live events');
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
        const answer = await verdict(request, viewer, stream.name);
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

export type StreamHub = ReturnType<typeof createStreamHub>;
