/** WhatsApp notices' answers (docs/api.md#whatsapp). */
import { z } from './zod';

/** GET /api/whatsapp: whether the shop sends WhatsApp notices (its Cloud API settings are all set). */
export const whatsappAvailabilityResponse = z.object({ available: z.boolean() });
