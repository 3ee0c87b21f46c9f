import { useQuery } from '@tanstack/react-query';
import { counterPaths } from '@burgers/domain/routes/counter-paths';
import { ordersPaths } from '@burgers/domain/routes/orders-paths';
import type { LastOrderQueryInput } from '@burgers/domain/schemas/staff-order';
import type { LastOrderOffer } from '@burgers/domain/types';
import { callApi } from '#api/client';

export type { LastOrderOffer };

/** A past order turned into the counter's cart: its lines as the server rebuilt them, and what was left out. */
export type RepeatChoice = Pick<LastOrderOffer, 'cart' | 'missing'> & { customerName: string };

/**
 * `Repetir pedido` on one of the customer's earlier orders: the same rebuild as the storefront's
 * (POST /orders/{purchaseId}/repeat), its lines in the shape the last order's offer has.
 */
export async function repeatEarlierOrder(purchaseId: string, customerName: string): Promise<RepeatChoice> {
  const answer = await callApi(ordersPaths.repeat, { params: { purchaseId } });
  return {
    customerName,
    missing: answer.missing,
    cart: answer.cart.map((line) => ({
      id: line.id,
      name: line.name,
      cantidad: line.cantidad,
      note: line.note ?? '',
      ...(line.options ? { options: line.options.map((option) => option.id) } : {}),
    })),
  };
}

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
      callApi(counterPaths.lastOrder, {
        query: { ...(lookup?.phone ? { phone: lookup.phone } : {}), ...(lookup?.email ? { email: lookup.email } : {}) },
        signal,
      }),
    enabled: lookup !== null,
    retry: false,
    staleTime: 0,
  });
}
