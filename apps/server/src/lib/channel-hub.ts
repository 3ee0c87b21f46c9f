import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '#db/client';

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
  const resyncListeners = new Set<() => void>();
  let listening: Promise<() => Promise<void>> | null = null;
  let listenedBefore = false;

  /** Runs at every LISTEN; from the second on, what was sent while it was down is lost. */
  function onListen() {
    if (listenedBefore) {
      log.info({ channel }, 'listening again after the database connection came back');
      for (const resync of resyncListeners) resync();
    }
    listenedBefore = true;
  }

  function dispatch(payload: string) {
    const event = parse(payload);
    if (event === null) {
      log.warn({ channel, payload }, 'ignored a malformed notification');
      return;
    }
    for (const listener of listeners) listener(event);
  }

  async function ensureListening(): Promise<void> {
    listening ??= database.listen(channel, dispatch, onListen);
    try {
      await listening;
    } catch (error) {
      listening = null;
      throw error;
    }
  }

  return {
    /**
     * Resolves once the database is listening, so no event after this can be missed. `onResync`
     * runs when the listening connection came back after a drop: events may have been missed.
     */
    async subscribe(listener: (event: Event) => void, onResync?: () => void): Promise<() => void> {
      listeners.add(listener);
      if (onResync) resyncListeners.add(onResync);
      const stop = () => {
        listeners.delete(listener);
        if (onResync) resyncListeners.delete(onResync);
      };
      try {
        await ensureListening();
      } catch (error) {
        stop();
        throw error;
      }
      return stop;
    },
    async close(): Promise<void> {
      listeners.clear();
      resyncListeners.clear();
      const pending = listening;
      listening = null;
      if (!pending) return;
      const unlisten = await pending.catch(() => null);
      await unlisten?.().catch((error: unknown) => log.warn({ err: error }, 'unlisten failed'));
    },
  };
}
