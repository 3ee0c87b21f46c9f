import { route } from './define';
import { cashDayResponse, cashDeskSettingsResponse } from '../schemas/counter-response';
import {
  cashCloseSchema,
  cashDayParamsSchema,
  cashDayQuerySchema,
  cashDeskSettingsSchema,
  cashFloatSchema,
} from '../schemas/staff-order';

/** The day's cash desk: its figures, its close and opening float, and who may see it. */
export const cashDeskRoutes = {
  day: route({
    method: 'GET',
    path: '/admin/cash',
    querystring: cashDayQuerySchema,
    response: { 200: cashDayResponse },
  }),
  close: route({
    method: 'POST',
    path: '/admin/cash/:day/close',
    params: cashDayParamsSchema,
    body: cashCloseSchema,
    response: { 200: cashDayResponse },
  }),
  setFloat: route({
    method: 'PUT',
    path: '/admin/cash/:day/float',
    params: cashDayParamsSchema,
    body: cashFloatSchema,
    response: { 200: cashDayResponse },
  }),
  settings: route({ method: 'GET', path: '/admin/cash/settings', response: { 200: cashDeskSettingsResponse } }),
  saveSettings: route({
    method: 'PUT',
    path: '/admin/cash/settings',
    body: cashDeskSettingsSchema,
    response: { 200: cashDeskSettingsResponse },
  }),
};
