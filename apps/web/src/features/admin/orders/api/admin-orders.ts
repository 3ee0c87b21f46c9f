import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OrderState } from '@burgers/domain/constants';
import type { DeskOrder } from '@burgers/domain/types';
import { api } from '../../../../api/client';
import { logged } from '../../../../api/logged';

export const DESK_KEY = ['admin', 'orders'] as const;

export interface DeskFilters {
  q: string;
  from: string;
  to: string;
  status: OrderState | '';
}

/** GET /api/admin/orders: paid orders, newest first, 20 a page. */
export const deskOrdersQuery = (filters: DeskFilters, page: number) =>
  queryOptions({
    queryKey: [...DESK_KEY, 'list', filters, page],
    queryFn: ({ signal }) =>
      logged(api<{ rows: DeskOrder[]; count: number }>('/admin/orders', { signal, query: { ...filters, page } }), 'los pedidos'),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/orders/{purchaseId}: one order with its payment, coupons and timeline. */
export const deskOrderQuery = (purchaseId: string) =>
  queryOptions({
    queryKey: [...DESK_KEY, 'one', purchaseId],
    queryFn: ({ signal }) => api<DeskOrder>(`/admin/orders/${encodeURIComponent(purchaseId)}`, { signal }),
  });
