import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveryPaths } from '@burgers/domain/routes/delivery-paths';
import { callApi } from './client';

export const DELIVERY_ZONES_KEY = ['delivery', 'zones'] as const;

/** GET /delivery/zones: the active zones (GeoJSON), the store's pin and whether delivery is taken now. */
export const deliveryZonesQuery = queryOptions({
  queryKey: DELIVERY_ZONES_KEY,
  queryFn: ({ signal }) => callApi(deliveryPaths.zones, { signal }),
  staleTime: 60_000,
});

export function useDeliveryZones(enabled = true) {
  return useQuery({ ...deliveryZonesQuery, enabled });
}
