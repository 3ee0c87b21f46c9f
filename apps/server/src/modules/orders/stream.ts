import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Guards, UserRow } from '#http/auth';
import { createLiveStreams } from '#lib/live-streams';
import type { OrderEvent, OrderEventsHub } from './events';

/** Who a stream is for: the kitchen (every order) or one customer (their own order). */
export interface StreamAudience {
  /** Whether the event concerns this stream at all. */
  wants(event: OrderEvent): boolean;
  /** Whether the user, as the database has them now, may still receive it. */
  allows(user: UserRow): boolean;
}

/** Live order feeds: `event: order` with the order's change, for the kitchen or its customer. */
export function createOrderStreams(hub: OrderEventsHub, guards: Guards) {
  const streams = createLiveStreams(guards);
  return {
    serve: (request: FastifyRequest, reply: FastifyReply, user: UserRow, token: string, audience: StreamAudience) =>
      streams.serve(request, reply, user, token, {
        name: 'order',
        subscribe: (listener, onResync) => hub.subscribe(listener, onResync),
        data: (event) => JSON.stringify(event),
        ...audience,
      }),
    closeAll: streams.closeAll,
  };
}
