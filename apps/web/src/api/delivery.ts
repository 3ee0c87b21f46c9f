import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ZonesResponse } from '@burgers/domain/schemas/delivery-response';
import { api } from './client';

export const DELIVERY_ZONES_KEY = ['delivery', 'zones'] as const;

/** GET /delivery/zones: the active zones (GeoJSON), the store's pin and whether delivery is taken now. */
export const deliveryZonesQuery = queryOptions({
  queryKey: DELIVERY_ZONES_KEY,
  queryFn: ({ signal }) => api<ZonesResponse>('/delivery/zones', { signal }),
  staleTime: 60_000,
});

export function useDeliveryZones(enabled = true) {
  return useQuery({ ...deliveryZonesQuery, enabled });
}
