import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OrderState } from '@burgers/domain/constants';
import type { DeskOrder } from '@burgers/domain/types';
import { api } from '../../../../api/client';
import { queryKeys } from '../../../../api/query-keys';

export const DESK_KEY = queryKeys.admin.orders.all;

export interface DeskFilters {
  q: string;
  from: string;
  to: string;
  status: OrderState | '';
}

/** GET /api/admin/orders: paid orders, newest first, 20 a page. */
export const deskOrdersQuery = (filters: DeskFilters, page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.orders.list(filters, page),
    queryFn: ({ signal }) =>
      api<{ rows: DeskOrder[]; count: number }>('/admin/orders', { signal, query: { ...filters, page } }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/orders/{purchaseId}: one order with its payment, coupons and timeline. */
export const deskOrderQuery = (purchaseId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.orders.one(purchaseId),
    queryFn: ({ signal }) => api<DeskOrder>(`/admin/orders/${encodeURIComponent(purchaseId)}`, { signal }),
  });
