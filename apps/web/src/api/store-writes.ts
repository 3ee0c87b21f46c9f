import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HoursRange } from '@burgers/domain/store-week';
import { api } from './client';
import { STORE_KEY, type StoreStatus } from './store';

// Staff-only writes, kept apart so the storefront's reads do not carry them.

/** PUT /api/store/paused (employees and admins). */
export function useSetPaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paused: boolean) => api<StoreStatus>('/store/paused', { method: 'PUT', body: { paused } }),
    onSuccess: (status) => queryClient.setQueryData(STORE_KEY, status),
  });
}

/** PUT /api/store/hours (admins). */
export function useSaveHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: HoursRange[]) => api<StoreStatus>('/store/hours', { method: 'PUT', body: { hours } }),
    onSuccess: (status) => queryClient.setQueryData(STORE_KEY, status),
  });
}

/** PUT /api/store/busy (employees and admins): extra minutes before the first slot offered. */
export function useSetBusy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) => api<StoreStatus>('/store/busy', { method: 'PUT', body: { minutes } }),
    onSuccess: (status) => queryClient.setQueryData(STORE_KEY, status),
  });
}

export interface PickupSettings {
  prepMinutes: number;
  slotCapacity: number;
  scheduleDaysAhead: number;
}

/** PUT /api/store/settings (admins). */
export function useSavePickupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PickupSettings) => api<StoreStatus>('/store/settings', { method: 'PUT', body: settings }),
    onSuccess: (status) => queryClient.setQueryData(STORE_KEY, status),
  });
}
