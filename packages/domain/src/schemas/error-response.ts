import { z } from './zod';

/**
 * Every 4xx and 5xx answer of the API: one Spanish sentence a person can read, and a stable code a
 * program can compare (the message's key, `accountNotActivated`, or the status's name, `notFound`).
 */
export const errorResponse = z.object({ error: z.string(), code: z.string() });
