import { queryOptions } from '@tanstack/react-query';
import type { SlotFigure } from '@burgers/domain/types';
import { api } from '#api/client';
import { queryKeys } from '#api/query-keys';

export const slotFiguresQuery = queryOptions({
  queryKey: queryKeys.admin.pickupSlots(),
  queryFn: ({ signal }) => api<SlotFigure[]>('/admin/pickup-slots', { signal }),
  refetchInterval: 60_000,
});
