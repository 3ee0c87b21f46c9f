import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { STORE_KEY } from '#api/store';

/**
 * The cart listens to the store's public events (no session needed: they only say "reload"), so
 * the promised time moves as soon as the kitchen changes busy mode, pauses or a setting changes.
 */
export function usePublicLiveStore(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/store/public-events');
    // The slots live under the store's key: both are read again.
    const reload = () => void queryClient.invalidateQueries({ queryKey: STORE_KEY });
    source.addEventListener('store', reload);
    source.addEventListener('open', reload);
    return () => source.close();
  }, [queryClient]);
}
