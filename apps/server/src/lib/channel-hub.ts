import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';

/**
 * One LISTEN per app instance on a NOTIFY channel, fanned out to its open streams: many screens
 * hold one database connection, not one each. `parse` turns a payload into an event, or null to
 * drop a malformed one.
 */
export function createChannelHub<Event>(
  database: DatabaseHandle,
  channel: string,
  parse: (payload: string) => Event | null,
  log: FastifyBaseLogger,
) {
  const listeners = new Set<(event: Event) => void>();
  let listening: Promise<() => Promise<void>> | null = null;

  function dispatch(payload: string) {
    const event = parse(payload);
    if (event === null) {
      log.warn({ channel, payload }, 'ignored a malformed notification');
      return;
    }
    for (const listener of listeners) listener(event);
  }

  async function ensureListening(): Promise<void> {
    listening ??= database.listen(channel, dispatch);
    try {
      await listening;
    } catch (error) {
      listening = null;
      throw error;
    }
  }

  return {
    /** Resolves once the database is listening, so no event after this can be missed. */
    async subscribe(listener: (event: Event) => void): Promise<() => void> {
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
