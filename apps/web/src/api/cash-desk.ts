import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CashDeskSettingsInput } from '@burgers/domain/schemas/staff-order';
import type { CashDeskSettings } from '@burgers/domain/types';
import { api } from './client';
import { queryKeys } from './query-keys';

/** GET /admin/cash/settings (staff): whether employees reach /admin/caja, and the default opening float. */
export function useCashDeskSettings() {
  return useQuery({
    queryKey: queryKeys.cashDesk(),
    queryFn: ({ signal }) => api<CashDeskSettings>('/admin/cash/settings', { signal }),
  });
}

/** PUT /admin/cash/settings (the owner): the employees' bar and the drawer's figures follow. */
export function useSetCashDeskSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CashDeskSettingsInput) => api<CashDeskSettings>('/admin/cash/settings', { method: 'PUT', body }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(queryKeys.cashDesk(), answer);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'cash'] });
    },
  });
}
