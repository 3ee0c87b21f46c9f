import { useEffect, useRef, useState } from 'react';
import { ORDER_STATES } from '@burgers/domain/constants';
import type { OrderEvent } from '@burgers/domain/types';
import { useSession } from '#stores/session';

export type { OrderEvent };

function parseEvent(data: unknown): OrderEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as Partial<OrderEvent>;
    return typeof value.purchaseId === 'string' &&
      ORDER_STATES.some((state) => state === value.status) &&
      value.status !== undefined
      ? { purchaseId: value.purchaseId, status: value.status, ...(value.refunded === true ? { refunded: true } : {}) }
      : null;
  } catch {
    return null;
  }
}

/**
 * Follows one of the server's order streams (SSE fed by PostgreSQL LISTEN/NOTIFY, so it works
 * across instances). `onEvent` runs for each order event and, with `null`, after a reconnection
 * of the browser or of the server's database link (`event: resync`), when something may have
 * been missed. Returns whether the stream is connected, so callers can poll while it is not.
 */
export function useOrderEvents(path: string | null, onEvent: (event: OrderEvent | null) => void): boolean {
  const token = useSession((s) => s.user?.token);
  const [connected, setConnected] = useState(false);
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (!token || !path || typeof EventSource === 'undefined') return;
    // EventSource cannot send headers, so the token travels in the query string.
    const source = new EventSource(`/api${path}?token=${encodeURIComponent(token)}`);
    let reconnecting = false;
    source.addEventListener('order', (message) => {
      const event = parseEvent((message as MessageEvent).data);
      if (event) handler.current(event);
    });
    source.addEventListener('open', () => {
      setConnected(true);
      // After a drop, whatever changed while the stream was down is picked up now.
      if (reconnecting) handler.current(null);
      reconnecting = true;
    });
    // The server lost its database link for a moment (a restart): events may have been missed.
    source.addEventListener('resync', () => handler.current(null));
    source.addEventListener('error', () => setConnected(source.readyState === EventSource.OPEN));
    return () => {
      source.close();
      setConnected(false);
    };
  }, [token, path]);

  return connected;
}
