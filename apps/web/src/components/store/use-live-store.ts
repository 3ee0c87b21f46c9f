import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isStaffRole } from '@burgers/domain/order-states';
import { STORE_KEY } from '#api/store';
import { useSession } from '#stores/session';

/**
 * Staff screens listen to the store's events (SSE fed by PostgreSQL LISTEN/NOTIFY) and reload
 * the store's state on each one, so a pause from the kitchen shows on every staff screen at once.
 */
export function useLiveStore(): void {
  const token = useSession((s) => s.user?.token);
  const staff = useSession((s) => isStaffRole(s.user?.role ?? ''));
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token || !staff || typeof EventSource === 'undefined') return;
    // EventSource cannot send headers, so the token travels in the query string.
    const source = new EventSource(`/api/store/events?token=${encodeURIComponent(token)}`);
    const reload = () => void queryClient.invalidateQueries({ queryKey: STORE_KEY });
    source.addEventListener('store', reload);
    // After a drop, whatever changed meanwhile is picked up on reconnection.
    source.addEventListener('open', reload);
    // The server's own link to the database came back: changes may have been missed there too.
    source.addEventListener('resync', reload);
    return () => source.close();
  }, [token, staff, queryClient]);
}
