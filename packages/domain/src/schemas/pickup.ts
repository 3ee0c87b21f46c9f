import { wholeNumber } from './fields';
import { z } from './zod';
import { DELIVERY_MSG } from '../delivery-messages';
import { MSG } from '../messages';
import { BUSY_MINUTES_CHOICES, PREP_MINUTES_MAX, SCHEDULE_DAYS_AHEAD_MAX, SLOT_CAPACITY_MAX } from '../pickup-slots';

/** `PUT /api/store/settings` and the admin's form beside the hours. */
export const pickupSettingsSchema = z.object({
  prepMinutes: wholeNumber(MSG.prepMinutesInvalid, 0, PREP_MINUTES_MAX),
  slotCapacity: wholeNumber(MSG.slotCapacityInvalid, 0, SLOT_CAPACITY_MAX),
  scheduleDaysAhead: wholeNumber(MSG.scheduleDaysAheadInvalid, 0, SCHEDULE_DAYS_AHEAD_MAX),
  /** Delivery orders per 15-minute slot, counted apart from pickup's (docs/product/delivery.md); 0: no limit. */
  deliverySlotCapacity: wholeNumber(DELIVERY_MSG.deliveryCapacityInvalid, 0, SLOT_CAPACITY_MAX).optional(),
});
export type PickupSettingsInput = z.input<typeof pickupSettingsSchema>;
export type PickupSettingsData = z.output<typeof pickupSettingsSchema>;

/** `PUT /api/store/busy`: the kitchen's one-tap extra minutes. */
export const busyModeSchema = z.object({
  minutes: z
    .number({ error: MSG.busyMinutesInvalid })
    .refine((minutes) => (BUSY_MINUTES_CHOICES as readonly number[]).includes(minutes), {
      error: MSG.busyMinutesInvalid,
    }),
});

/** Checkout's `pickupAt`: absent or null is as soon as possible, else an instant with its offset. */
export const pickupAtField = z.iso
  .datetime({ offset: true, error: MSG.pickupAtInvalid })
  .nullable()
  .optional()
  .transform((value) => (value ? new Date(value) : null));
