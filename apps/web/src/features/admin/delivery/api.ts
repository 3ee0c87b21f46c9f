import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deliveryPaths } from '@burgers/domain/routes/delivery-paths';
import type { DeliverySettingsView } from '@burgers/domain/schemas/delivery-response';
import { callApi } from '#api/client';
import { DELIVERY_ZONES_KEY } from '#api/delivery';

const ADMIN_ZONES_KEY = ['delivery', 'admin-zones'] as const;
const SETTINGS_KEY = ['delivery', 'settings'] as const;

export interface ZoneDraft {
  name: string;
  fee: number;
  minimum: number;
  extraMinutes: number;
  active: boolean;
  rings: Array<Array<[number, number]>>;
}

export function useAdminZones() {
  return useQuery({
    queryKey: ADMIN_ZONES_KEY,
    queryFn: ({ signal }) => callApi(deliveryPaths.adminZones, { signal }),
  });
}

export function useDeliverySettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => callApi(deliveryPaths.settings, { signal }),
  });
}

/** PUT /admin/delivery/zones: every zone at once; the storefront's copy reloads. */
export function useSaveZones() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (zones: ZoneDraft[]) =>
      callApi(deliveryPaths.saveZones, {
        body: {
          type: 'FeatureCollection',
          features: zones.map(({ rings, ...properties }) => ({
            type: 'Feature',
            geometry: { type: 'Polygon', coordinates: rings },
            properties,
          })),
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(ADMIN_ZONES_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: DELIVERY_ZONES_KEY });
    },
  });
}

export function useSaveDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Pick<DeliverySettingsView, 'enabled' | 'hours' | 'deliverySlotCapacity'>) =>
      callApi(deliveryPaths.saveSettings, { body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: DELIVERY_ZONES_KEY });
    },
  });
}
