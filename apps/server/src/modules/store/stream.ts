import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Guards, UserRow } from '#http/auth';
import { createLiveStreams } from '#lib/live-streams';
import type { StoreEventsHub } from './events';

const isStaffRole = (role: string) => role === 'employee' || role === 'admin';

/** Staff screens' live store state: `event: store` after every change (hours, pause). */
export function createStoreStreams(hub: StoreEventsHub, guards: Guards) {
  const streams = createLiveStreams(guards);
  return {
    serve: (request: FastifyRequest, reply: FastifyReply, user: UserRow, token: string) =>
      streams.serve(request, reply, user, token, {
        name: 'store',
        subscribe: (listener, onResync) => hub.subscribe(listener, onResync),
        // The event only says "reload GET /api/store".
        data: () => '{}',
        wants: () => true,
        allows: (current) => isStaffRole(current.role),
      }),
    closeAll: streams.closeAll,
    isStaffRole,
  };
}
