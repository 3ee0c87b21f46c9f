import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSession } from '../../../stores/session';
import { ORDERS_KEY } from '../api/orders';

/**
 * Listens to the server's order events (SSE, fed by PostgreSQL LISTEN/NOTIFY) and reloads the kitchen
 * lists on each one, so a newly paid order shows at once. Polling stays on as the fallback.
 * Returns whether the live stream is connected.
 */
export function useLiveOrders(): boolean {
  const token = useSession((s) => s.user?.token);
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    // EventSource cannot send headers, so the token travels in the query string.
    const source = new EventSource(`/api/orders/events?token=${encodeURIComponent(token)}`);
    const reload = () => void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    let reconnecting = false;
    source.addEventListener('order', reload);
    source.addEventListener('open', () => {
      setConnected(true);
      // After a drop, whatever changed while the stream was down is picked up now.
      if (reconnecting) reload();
      reconnecting = true;
    });
    source.addEventListener('error', () => setConnected(source.readyState === EventSource.OPEN));
    return () => {
      source.close();
      setConnected(false);
    };
  }, [token, queryClient]);

  return connected;
}
