import { route } from './define';
import { reviewRequestSchema } from '../schemas/review';
import { reviewResponse } from '../schemas/review-response';
import { z } from '../schemas/zod';

/** Customers' reviews of their paid orders. */
export const reviewsRoutes = {
  list: route({ method: 'GET', path: '/reviews', response: { 200: z.array(reviewResponse) } }),
  create: route({ method: 'POST', path: '/reviews', body: reviewRequestSchema, response: { 201: reviewResponse } }),
};
