import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { deskPaths } from '@burgers/domain/routes/desk-paths';
import type { AdminOrdersQueryInput } from '@burgers/domain/schemas/desk';
import { callApi } from '#api/client';
import { queryKeys } from '#api/query-keys';

export const DESK_KEY = queryKeys.admin.orders.all;

/** The desk's filters as the form holds them: GET /admin/orders's query, every field given ('' for none). */
export type DeskFilters = Required<Omit<AdminOrdersQueryInput, 'page'>>;

/** GET /api/admin/orders: paid orders, newest first, 20 a page. */
export const deskOrdersQuery = (filters: DeskFilters, page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.orders.list(filters, page),
    queryFn: ({ signal }) => callApi(deskPaths.orders, { signal, query: { ...filters, page } }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/orders/{purchaseId}: one order with its payment, coupons and timeline. */
export const deskOrderQuery = (purchaseId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.orders.one(purchaseId),
    queryFn: ({ signal }) => callApi(deskPaths.order, { params: { purchaseId }, signal }),
  });
