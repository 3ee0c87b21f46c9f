/** Every 4xx and 5xx answer of the API: one Spanish sentence a person can read. */
import { z } from './zod';

export const errorResponse = z.object({ error: z.string() });
