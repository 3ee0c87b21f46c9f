/**
 * One opening range of the week: a schema below the hours rules, so store-week.ts can name its type
 * (HoursRange) without a circle (store-hours.ts builds the week's schema on it). Kept apart from the
 * hours rules so the storefront reads its hours without loading zod.
 */
import { z } from 'zod';
import { TIME_PATTERN } from '../constants';
import { MSG } from '../messages';

export const hoursRangeSchema = z.object({
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
});
