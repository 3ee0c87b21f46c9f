import { queryOptions } from '@tanstack/react-query';
import { pickupPaths } from '@burgers/domain/routes/pickup-paths';
import { callApi } from '#api/client';
import { queryKeys } from '#api/query-keys';

export const slotFiguresQuery = queryOptions({
  queryKey: queryKeys.admin.pickupSlots(),
  queryFn: ({ signal }) => callApi(pickupPaths.todayFigures, { signal }),
  refetchInterval: 60_000,
});
