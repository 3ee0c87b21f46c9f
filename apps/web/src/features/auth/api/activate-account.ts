import { useQuery } from '@tanstack/react-query';
import type { ActivationResult } from '@burgers/domain/types';
import { api } from '../../../api/client';

/**
 * PUT /activateAccount/:token, sent once when the page opens. It is a query rather than a mutation in an
 * effect so that a double mount (StrictMode, a re-render) shares one request: a second PUT would
 * answer 'already activated' and hide the real outcome.
 */
export function useActivateAccount(token: string) {
  return useQuery({
    queryKey: ['activateAccount', token],
    queryFn: () => api<{ result: ActivationResult }>(`/activateAccount/${encodeURIComponent(token)}`, { method: 'PUT' }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
