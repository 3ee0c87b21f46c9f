import { route } from './define';
import { MSG } from '../messages';
import { activityResponseSchema } from '../schemas/activity-response';
import { boardResponse } from '../schemas/board-response';
import { contactSchema } from '../schemas/contact';
import { contactReceivedResponse } from '../schemas/contact-response';
import { activityQuerySchema } from '../schemas/desk';
import { wholeNumber } from '../schemas/fields';
import { inboxMessageResponse, inboxPageResponse } from '../schemas/inbox-response';
import { idParams } from '../schemas/route-params';
import { statsResponse } from '../schemas/stats-response';
import { z } from '../schemas/zod';

/** The contact form and its inbox, the dashboard's figures, the activity log and the pickup board. */
export const backOfficeRoutes = {
  contact: route({ method: 'POST', path: '/contact', body: contactSchema, response: { 201: contactReceivedResponse } }),
  messages: route({
    method: 'GET',
    path: '/admin/messages',
    querystring: z.object({ page: wholeNumber(MSG.inputInvalid, 1, 100_000).default(1) }),
    response: { 200: inboxPageResponse },
  }),
  readMessage: route({
    method: 'PUT',
    path: '/admin/messages/:id/read',
    params: idParams(MSG.inputInvalid),
    response: { 200: inboxMessageResponse },
  }),
  stats: route({ method: 'GET', path: '/admin/stats', response: { 200: statsResponse } }),
  activity: route({
    method: 'GET',
    path: '/admin/activity',
    querystring: activityQuerySchema,
    response: { 200: activityResponseSchema },
  }),
  board: route({ method: 'GET', path: '/board', response: { 200: boardResponse } }),
};
