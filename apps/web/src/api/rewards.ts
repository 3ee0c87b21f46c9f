import { queryOptions } from '@tanstack/react-query';
import { loyaltyPaths } from '@burgers/domain/routes/loyalty-paths';
import { callApi } from './client';
import { queryKeys } from './query-keys';

/** GET /rewards: what points buy (empty while the owner has points off). */
export const rewardsQuery = queryOptions({
  queryKey: queryKeys.rewards,
  queryFn: () => callApi(loyaltyPaths.rewards),
});

/** GET /users/:id/points: the balance, what expires next, the rewards and the history. */
export const pointsQuery = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.userPoints(userId),
    queryFn: () => callApi(loyaltyPaths.points, { params: { id: userId } }),
  });
