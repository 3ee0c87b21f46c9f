/** GET /api/health as a load balancer reads it. */
import { errorResponse } from './error-response';
import { z } from './zod';

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.string(),
  lastBackup: z.string().nullable(),
});

/** 503: the server is fine, its database is not (yet). */
export const healthUnavailableResponse = errorResponse.extend({
  reason: z.enum(['database_unavailable', 'database_cannot_write']).optional(),
});
