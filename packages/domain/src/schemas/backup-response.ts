/** POST /api/ops/backup, 201 (hidden from the documentation: `npm run backup` asks it): the backup written. */
import { z } from './zod';

export const backupWrittenResponse = z.object({ file: z.string(), size: z.number(), sha256: z.string() });
