import { route } from './define';
import { REQUEST_MSG } from '../request-messages';
import { printingSettingsResponse } from '../schemas/printing-response';
import { z } from '../schemas/zod';

/** The printed tickets' settings (the ticket's QR is an SVG image, not a JSON answer: not listed). */
export const printingRoutes = {
  settings: route({ method: 'GET', path: '/printing/settings', response: { 200: printingSettingsResponse } }),
  saveSettings: route({
    method: 'PUT',
    path: '/printing/settings',
    body: z.object({
      paperMm: z.union([z.literal(80), z.literal(58)], { error: REQUEST_MSG.ticketPaperInvalid }),
    }),
    response: { 200: printingSettingsResponse },
  }),
};
