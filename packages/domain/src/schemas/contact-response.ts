/** POST /api/contact, 201: the stored message's id (the inbox's answers are in inbox-response.ts). */
import { z } from './zod';

export const contactReceivedResponse = z.object({ id: z.number().int() });
