import { z } from 'zod';
import { hoursRangeSchema } from './hours-range';
import { MSG } from '../messages';
import { hoursOverlapMessage, STORE_HOURS_MAX_RANGES } from '../store-hours';
import { toMinutes } from '../store-week';

/** `PUT /api/store/hours` and the hours editor: well-formed ranges that never overlap. */
export const storeHoursSchema = z.object({
  hours: z
    .array(hoursRangeSchema, { error: MSG.storeHoursTimeInvalid })
    .max(STORE_HOURS_MAX_RANGES, { error: MSG.storeHoursTooMany })
    .superRefine((hours, context) => {
      const empty = hours.findIndex((range) => toMinutes(range.from) === toMinutes(range.to));
      if (empty >= 0) {
        context.addIssue({ code: 'custom', message: MSG.storeHoursEmptyRange, path: [empty] });
        return;
      }
      const overlap = hoursOverlapMessage(hours);
      if (overlap) context.addIssue({ code: 'custom', message: overlap });
    }),
});
export type StoreHoursData = z.infer<typeof storeHoursSchema>;
