import { queryOptions } from '@tanstack/react-query';
import type { PointsView, RewardView } from '@burgers/domain/schemas/loyalty';
import { api } from './client';
import { queryKeys } from './query-keys';

/** GET /rewards: what points buy (empty while the owner has points off). */
export const rewardsQuery = queryOptions({
  queryKey: queryKeys.rewards,
  queryFn: () => api<RewardView[]>('/rewards'),
});

/** GET /users/:id/points: the balance, what expires next, the rewards and the history. */
export const pointsQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.userPoints(userId),
    queryFn: () => api<PointsView>(`/users/${userId}/points`),
  });
