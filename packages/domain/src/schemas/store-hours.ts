import { z } from 'zod';
import { MSG } from '../messages';
import { hoursOverlapMessage, STORE_HOURS_MAX_RANGES, TIME_PATTERN } from '../store-hours';
import { toMinutes, type HoursRange } from '../store-week';

/** Kept apart from the hours rules so the storefront reads its hours without loading zod. */
const rangeSchema = z.object({
  day: z
    .number({ error: MSG.storeHoursDayInvalid })
    .int({ error: MSG.storeHoursDayInvalid })
    .min(0, { error: MSG.storeHoursDayInvalid })
    .max(6, { error: MSG.storeHoursDayInvalid }),
  from: z
    .string({ error: MSG.storeHoursTimeInvalid })
    .regex(TIME_PATTERN, { error: MSG.storeHoursTimeInvalid })
    .refine((time) => time !== '24:00', { error: MSG.storeHoursStartsAtMidnightEnd }),
  to: z.string({ error: MSG.storeHoursTimeInvalid }).regex(TIME_PATTERN, { error: MSG.storeHoursTimeInvalid }),
}) satisfies z.ZodType<HoursRange>;

/** `PUT /api/store/hours` and the hours editor: well-formed ranges that never overlap. */
export const storeHoursSchema = z.object({
  hours: z
    .array(rangeSchema, { error: MSG.storeHoursTimeInvalid })
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
