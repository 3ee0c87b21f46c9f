/** A customer's review as the API answers with it; types.ts infers Review from it. */
import { z } from './zod';

export const reviewResponse = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  description: z.string(),
  author: z.string(),
  user_id: z.number().int(),
  createdAt: z.string(),
});
