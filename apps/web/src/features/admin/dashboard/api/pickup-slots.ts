import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { logged } from '../../../../api/logged';

/** One of today's pickup slots: paid orders promised to it against the capacity (0: no limit). */
export interface SlotFigure {
  start: string;
  orders: number;
  capacity: number;
}

export const slotFiguresQuery = queryOptions({
  queryKey: ['admin', 'pickup-slots'],
  queryFn: ({ signal }) => logged(api<SlotFigure[]>('/admin/pickup-slots', { signal }), 'los turnos de hoy'),
  refetchInterval: 60_000,
});
