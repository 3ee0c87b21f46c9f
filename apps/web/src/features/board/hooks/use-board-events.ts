import { useEffect, useRef, useState } from 'react';

/** How long the board waits before opening the stream again after the browser gave up on it. */
const REOPEN_MS = 3_000;

/**
 * Follows the public board stream (`/api/board/events`). `onChange` runs for each event and after
 * every (re)connection, when something may have been missed. Returns whether it is connected: the
 * board says `Reconectando...` while it is not (a dropped network, a restarting server).
 */
export function useBoardEvents(onChange: () => void): boolean {
  const [connected, setConnected] = useState(false);
  const handler = useRef(onChange);
  handler.current = onChange;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopenTimer: number | undefined;
    let stopped = false;

    const open = () => {
      window.clearTimeout(reopenTimer);
      source?.close();
      if (stopped || !navigator.onLine) return;
      const current = new EventSource('/api/board/events');
      source = current;
      current.addEventListener('open', () => {
        setConnected(true);
        handler.current();
      });
      current.addEventListener('board', () => handler.current());
      current.addEventListener('error', () => {
        setConnected(false);
        // EventSource retries by itself after a dropped stream, but not after a refused one.
        if (current.readyState === EventSource.CLOSED) reopenTimer = window.setTimeout(open, REOPEN_MS);
      });
    };
    const goOffline = () => {
      source?.close();
      source = null;
      setConnected(false);
    };

    open();
    window.addEventListener('online', open);
    window.addEventListener('offline', goOffline);
    return () => {
      stopped = true;
      window.clearTimeout(reopenTimer);
      window.removeEventListener('online', open);
      window.removeEventListener('offline', goOffline);
      source?.close();
    };
  }, []);

  return connected;
}
