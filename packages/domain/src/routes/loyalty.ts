import { route } from './define';
import {
  loyaltySettingsResponse,
  loyaltySettingsSchema,
  pointsAdjustSchema,
  pointsResponse,
  rewardEditSchema,
  rewardResponse,
} from '../schemas/loyalty';
import { idParams } from '../schemas/route-params';
import { z } from '../schemas/zod';

/** Points and rewards: the customers' side and the admin's. */
export const loyaltyRoutes = {
  rewards: route({ method: 'GET', path: '/rewards', response: { 200: z.array(rewardResponse) } }),
  adminRewards: route({ method: 'GET', path: '/admin/rewards', response: { 200: z.array(rewardResponse) } }),
  createReward: route({
    method: 'POST',
    path: '/admin/rewards',
    body: rewardEditSchema,
    response: { 201: rewardResponse },
  }),
  updateReward: route({
    method: 'PUT',
    path: '/admin/rewards/:id',
    params: idParams(),
    body: rewardEditSchema,
    response: { 200: rewardResponse },
  }),
  deleteReward: route({
    method: 'DELETE',
    path: '/admin/rewards/:id',
    params: idParams(),
    response: { 204: z.null() },
  }),
  settings: route({ method: 'GET', path: '/admin/loyalty', response: { 200: loyaltySettingsResponse } }),
  saveSettings: route({
    method: 'PUT',
    path: '/admin/loyalty',
    body: loyaltySettingsSchema,
    response: { 200: loyaltySettingsResponse },
  }),
  points: route({ method: 'GET', path: '/users/:id/points', params: idParams(), response: { 200: pointsResponse } }),
  adminPoints: route({
    method: 'GET',
    path: '/admin/users/:id/points',
    params: idParams(),
    response: { 200: pointsResponse },
  }),
  adjustPoints: route({
    method: 'POST',
    path: '/admin/users/:id/points',
    params: idParams(),
    body: pointsAdjustSchema,
    response: { 200: pointsResponse },
  }),
};
