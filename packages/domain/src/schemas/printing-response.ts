/** GET and PUT /api/printing/settings: the width of the printer's paper, 80 or 58 mm. */
import { z } from './zod';

export const paperWidthSchema = z.union([z.literal(80), z.literal(58)]);

export const printingSettingsResponse = z.object({ paperMm: paperWidthSchema });
