import postgres from 'postgres';

interface Subscriber {
  onPayload(payload: string): void;
  onListen?(): void;
}

interface Channel {
  subscribers: Set<Subscriber>;
  /** Settles once the first LISTEN of the channel was answered. */
  ready: Promise<void>;
}

/** Between attempts to listen again while PostgreSQL is away: short first, then at most every 2 s. */
const RETRY_DELAYS_MS = [50, 100, 250, 500, 1_000, 2_000];

const quoted = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

/**
 * LISTEN on a connection of its own that comes back by itself. postgres.js re-listens once when its
 * listening connection closes, and if PostgreSQL is still restarting at that instant the channel
 * stays silent until something else touches that connection. Here a closed connection starts a
 * loop that tries again until every channel listens, and then each subscriber's `onListen` runs,
 * so whoever relies on the notifications (the live screens, the catalogue cache) knows that some
 * may have been lost meanwhile and catches up at once.
 */
export function createPostgresListener(databaseUrl: string) {
  const channels = new Map<string, Channel>();
  let closing = false;
  let relistening: Promise<void> | null = null;

  const onnotify = (channel: string, payload: string) => {
    for (const subscriber of channels.get(channel)?.subscribers ?? []) subscriber.onPayload(payload);
  };
  const sql = postgres(databaseUrl, {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    fetch_types: false,
    onnotice: () => {},
    onclose() {
      if (!closing && channels.size > 0) relistenSoon();
    },
    // postgres.js hands every notification of its connections to `onnotify` (the option its own
    // listen() is built on), though its typings leave it out.
    ...({ onnotify } as Record<string, unknown>),
  });

  async function listenAll(): Promise<void> {
    for (const channel of channels.keys()) await sql.unsafe(`listen ${quoted(channel)}`);
  }

  function relistenSoon(): void {
    relistening ??= (async () => {
      for (let attempt = 0; !closing; attempt++) {
        await new Promise((resolve) =>
          setTimeout(resolve, RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]),
        );
        if (closing) return;
        try {
          await listenAll();
          break;
        } catch {
          // Still away: the next attempt follows.
        }
      }
      relistening = null;
      if (closing) return;
      for (const channel of channels.values()) for (const subscriber of channel.subscribers) subscriber.onListen?.();
    })();
  }

  return {
    async listen(
      channel: string,
      onPayload: (payload: string) => void,
      onListen?: () => void,
    ): Promise<() => Promise<void>> {
      const subscriber: Subscriber = { onPayload, onListen };
      let entry = channels.get(channel);
      if (!entry) {
        const created: Channel = {
          subscribers: new Set(),
          ready: sql.unsafe(`listen ${quoted(channel)}`).then(() => undefined),
        };
        channels.set(channel, created);
        created.ready.catch(() => {
          if (channels.get(channel) === created && created.subscribers.size === 0) channels.delete(channel);
        });
        entry = created;
      }
      await entry.ready;
      entry.subscribers.add(subscriber);
      onListen?.();
      const current = entry;
      return async () => {
        current.subscribers.delete(subscriber);
        if (current.subscribers.size > 0 || channels.get(channel) !== current) return;
        channels.delete(channel);
        await sql.unsafe(`unlisten ${quoted(channel)}`).catch(() => {});
      };
    },
    async close(): Promise<void> {
      closing = true;
      channels.clear();
      await sql.end({ timeout: 5 });
    },
  };
}
