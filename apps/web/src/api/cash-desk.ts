import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cashDeskPaths } from '@burgers/domain/routes/cash-desk-paths';
import type { CashDeskSettingsInput } from '@burgers/domain/schemas/staff-order';
import { callApi } from './client';
import { queryKeys } from './query-keys';

/** GET /admin/cash/settings (staff): whether employees reach /admin/caja, and the default opening float. */
export function useCashDeskSettings() {
  return useQuery({
    queryKey: queryKeys.cashDesk(),
    queryFn: ({ signal }) => callApi(cashDeskPaths.settings, { signal }),
  });
}

/** PUT /admin/cash/settings (the owner): the employees' bar and the drawer's figures follow. */
export function useSetCashDeskSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CashDeskSettingsInput) => callApi(cashDeskPaths.saveSettings, { body }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(queryKeys.cashDesk(), answer);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'cash'] });
    },
  });
}
