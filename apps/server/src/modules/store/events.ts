import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '#db/client';
import { createChannelHub } from '#lib/channel-hub';

/** NOTIFY channel for store changes (paused, hours): every instance tells its open staff screens. */
export const STORE_CHANNEL = 'store';

/** Sent after the change is committed; listeners reload GET /api/store. */
export async function publishStoreChange(database: DatabaseHandle): Promise<void> {
  await database.notify(STORE_CHANNEL, 'changed');
}

/** The store channel's hub: every payload just says "reload GET /api/store". */
export function createStoreEventsHub(database: DatabaseHandle, log: FastifyBaseLogger) {
  return createChannelHub<true>(database, STORE_CHANNEL, () => true, log);
}

export type StoreEventsHub = ReturnType<typeof createStoreEventsHub>;
