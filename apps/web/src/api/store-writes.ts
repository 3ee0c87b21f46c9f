import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storePaths } from '@burgers/domain/routes/store-paths';
import type { PickupSettingsInput } from '@burgers/domain/schemas/pickup';
import type { HoursRange } from '@burgers/domain/store-week';
import { callApi } from './client';
import { STORE_KEY } from './store';

// Staff-only writes, kept apart so the storefront's reads do not carry them.

/** PUT /api/store/paused (employees and admins). */
export function useSetPaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paused: boolean) => callApi(storePaths.paused, { body: { paused } }),
    onSuccess: (status) => queryClient.setQueryData(STORE_KEY, status),
  });
}

/** PUT /api/store/hours (admins). */
export function useSaveHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: HoursRange[]) => callApi(storePaths.hours, { body: { hours } }),
    onSuccess: (status) => queryClient.setQueryData(STORE_KEY, status),
  });
}

/** PUT /api/store/busy (employees and admins): extra minutes before the first slot offered. */
export function useSetBusy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) => callApi(storePaths.busy, { body: { minutes } }),
    onSuccess: (status) => queryClient.setQueryData(STORE_KEY, status),
  });
}

/** PUT /api/store/settings (admins). */
export function useSavePickupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PickupSettingsInput) => callApi(storePaths.settings, { body: settings }),
    onSuccess: (status) => queryClient.setQueryData(STORE_KEY, status),
  });
}
