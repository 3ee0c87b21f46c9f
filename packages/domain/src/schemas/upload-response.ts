/** POST /api/uploads, 201: the stored picture's address. */
import { z } from './zod';

export const uploadResponse = z.object({ secure_url: z.string() });
