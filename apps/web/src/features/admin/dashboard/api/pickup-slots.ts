import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { queryKeys } from '../../../../api/query-keys';

/** One of today's pickup slots: paid orders promised to it against the capacity (0: no limit). */
export interface SlotFigure {
  start: string;
  orders: number;
  capacity: number;
}

export const slotFiguresQuery = queryOptions({
  queryKey: queryKeys.admin.pickupSlots(),
  queryFn: ({ signal }) => api<SlotFigure[]>('/admin/pickup-slots', { signal }),
  refetchInterval: 60_000,
});
