import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cashDeskPaths } from '@burgers/domain/routes/cash-desk-paths';
import { storePaths } from '@burgers/domain/routes/store-paths';
import type { CashCloseInput, CashSettingsInput } from '@burgers/domain/schemas/staff-order';
import { callApi } from '#api/client';
import { STORE_KEY } from '#api/store';

const cashKey = (day: string) => ['admin', 'cash', day] as const;

/** GET /admin/cash?day=: the store's day by payment method and the drawer's expected cash. */
const cashQuery = (day: string) =>
  queryOptions({
    queryKey: cashKey(day),
    queryFn: ({ signal }) => callApi(cashDeskPaths.day, { query: { day }, signal }),
  });

export function useCashDay(day: string) {
  return useQuery(cashQuery(day));
}

/** POST /admin/cash/{day}/close: once per day; the day's figures reload with the close. */
export function useCloseCash(day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CashCloseInput) => callApi(cashDeskPaths.close, { params: { day }, body }),
    onSuccess: (answer) => queryClient.setQueryData(cashKey(day), answer),
  });
}

/** PUT /admin/cash/{day}/float: that day's opening float, before its close. */
export function useSetFloat(day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (openingFloat: number) => callApi(cashDeskPaths.setFloat, { params: { day }, body: { openingFloat } }),
    onSuccess: (answer) => queryClient.setQueryData(cashKey(day), answer),
  });
}

/** PUT /store/settings `{ cashOnPickup, cashMaxTotal }`: the storefront's `Pagar en efectivo al retirar`. */
export function useSetCashOnPickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CashSettingsInput) => callApi(storePaths.settings, { body }),
    onSuccess: (status) => queryClient.setQueryData(STORE_KEY, status),
  });
}
