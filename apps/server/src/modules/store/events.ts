import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';

/** NOTIFY channel for store changes (paused, hours): every instance tells its open staff screens. */
export const STORE_CHANNEL = 'store';

/** Sent after the change is committed; listeners reload GET /api/store. */
export async function publishStoreChange(database: DatabaseHandle): Promise<void> {
  await database.notify(STORE_CHANNEL, 'changed');
}

/** One LISTEN per app instance, fanned out to its open store streams. */
export function createStoreEventsHub(database: DatabaseHandle, log: FastifyBaseLogger) {
  const listeners = new Set<() => void>();
  let listening: Promise<() => Promise<void>> | null = null;

  async function ensureListening(): Promise<void> {
    listening ??= database.listen(STORE_CHANNEL, () => {
      for (const listener of listeners) listener();
    });
    try {
      await listening;
    } catch (error) {
      listening = null;
      throw error;
    }
  }

  return {
    async subscribe(listener: () => void): Promise<() => void> {
      listeners.add(listener);
      try {
        await ensureListening();
      } catch (error) {
        listeners.delete(listener);
        throw error;
      }
      return () => listeners.delete(listener);
    },
    async close(): Promise<void> {
      listeners.clear();
      const pending = listening;
      listening = null;
      if (!pending) return;
      const unlisten = await pending.catch(() => null);
      await unlisten?.().catch((error: unknown) => log.warn({ err: error }, 'unlisten failed'));
    },
  };
}

export type StoreEventsHub = ReturnType<typeof createStoreEventsHub>;
