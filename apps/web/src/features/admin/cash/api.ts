import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#api/client';

/** GET /admin/cash?day=: the store's day by payment method and the drawer's expected cash. */
export interface CashDay {
  day: string;
  openingFloat: number;
  byMethod: { efectivo: number; qr: number; mercadopago: number; link: number };
  cashIn: number;
  cashOut: number;
  expected: number;
  owed: number;
  closed: { counted: number; difference: number; note: string; by: string; at: string } | null;
}

const cashKey = (day: string) => ['admin', 'cash', day] as const;

const cashQuery = (day: string) =>
  queryOptions({
    queryKey: cashKey(day),
    queryFn: ({ signal }) => api<CashDay>('/admin/cash', { query: { day }, signal }),
  });

export function useCashDay(day: string) {
  return useQuery(cashQuery(day));
}

/** POST /admin/cash/{day}/close: once per day; the day's figures reload with the close. */
export function useCloseCash(day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { counted: number; note: string }) =>
      api<CashDay>(`/admin/cash/${day}/close`, { method: 'POST', body }),
    onSuccess: (answer) => queryClient.setQueryData(cashKey(day), answer),
  });
}
