/** The activity log (GET /api/admin/activity) as the API answers with it; the web and the server read ActivityRow. */
import { z } from './zod';

const jsonValue = z.unknown();

export const activityRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  action: z.string(),
  target: z.string(),
  before: jsonValue,
  after: jsonValue,
});
export type ActivityRow = z.infer<typeof activityRowSchema>;

export const activityResponseSchema = z.object({ rows: z.array(activityRowSchema), count: z.number().int() });
