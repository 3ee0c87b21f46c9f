import { useQuery } from '@tanstack/react-query';
import type { LastOrderQuery } from '@burgers/domain/schemas/staff-order';
import type { LastOrderOffer } from '@burgers/domain/types';
import { api } from '#api/client';

export type { LastOrderOffer };

/** Who the staff typed: a phone, an email, or both. */
export type CustomerLookup = LastOrderQuery;

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
