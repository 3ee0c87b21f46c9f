import { route } from './define';
import { MSG } from '../messages';
import { busyModeSchema } from '../schemas/pickup';
import { storeSettingsBodySchema } from '../schemas/staff-order';
import { storeHoursSchema } from '../schemas/store-hours';
import { storeResponse } from '../schemas/store-response';
import { z } from '../schemas/zod';

/** The store: open or closed, its week, the pause, busy mode and its settings. */
export const storeRoutes = {
  status: route({ method: 'GET', path: '/store', response: { 200: storeResponse } }),
  hours: route({ method: 'PUT', path: '/store/hours', body: storeHoursSchema, response: { 200: storeResponse } }),
  paused: route({
    method: 'PUT',
    path: '/store/paused',
    body: z.object({ paused: z.boolean({ error: MSG.inputInvalid }) }),
    response: { 200: storeResponse },
  }),
  settings: route({
    method: 'PUT',
    path: '/store/settings',
    body: storeSettingsBodySchema,
    response: { 200: storeResponse },
  }),
  busy: route({ method: 'PUT', path: '/store/busy', body: busyModeSchema, response: { 200: storeResponse } }),
};
