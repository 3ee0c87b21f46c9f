import { useQuery } from '@tanstack/react-query';
import type { LastOrderQueryInput } from '@burgers/domain/schemas/staff-order';
import type { LastOrderOffer } from '@burgers/domain/types';
import { api } from '#api/client';

export type { LastOrderOffer };

/** Who to look up: the request's own query, as typed (either may be empty). */
export type CustomerLookup = Required<LastOrderQueryInput>;

/**
 * GET /staff/customers/last-order: asked once the phone or email is typed (on leaving the field);
 * an unknown customer (404) simply gets no offer.
 */
export function useLastOrder(lookup: CustomerLookup | null) {
  return useQuery({
    queryKey: ['staff', 'last-order', lookup] as const,
    queryFn: ({ signal }) =>
      api<LastOrderOffer>('/staff/customers/last-order', {
        query: { ...(lookup?.phone ? { phone: lookup.phone } : {}), ...(lookup?.email ? { email: lookup.email } : {}) },
        signal,
      }),
    enabled: lookup !== null,
    retry: false,
    staleTime: 0,
  });
}
