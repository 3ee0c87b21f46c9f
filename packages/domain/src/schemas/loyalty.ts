/** Rewards, the loyalty settings and a staff's points adjustment (docs/product/loyalty.md). */
import { idField, wholeNumber } from './fields';
import { z } from './zod';
import { FOLLOWUP_MSG } from '../followup-messages';
import { LOYALTY_MSG } from '../loyalty-messages';
import { MSG } from '../messages';

const POINTS_MAX = 1_000_000;

export const rewardEditSchema = z
  .object({
    name: z
      .string({ error: LOYALTY_MSG.rewardNameRequired })
      .trim()
      .min(1, LOYALTY_MSG.rewardNameRequired)
      .max(80, MSG.inputTooLong),
    points: wholeNumber(LOYALTY_MSG.rewardPointsInvalid, 1, POINTS_MAX),
    /** A product given for free… */
    productId: idField.nullable().default(null),
    /** …or an amount off the order, in pesos. */
    amount: z
      .number({ error: LOYALTY_MSG.rewardKindInvalid })
      .positive(LOYALTY_MSG.rewardKindInvalid)
      .max(10_000_000)
      .nullable()
      .default(null),
    active: z.boolean({ error: MSG.inputInvalid }).default(true),
  })
  .refine((reward) => (reward.productId === null) !== (reward.amount === null), {
    error: LOYALTY_MSG.rewardKindInvalid,
    path: ['productId'],
  });
export type RewardEditData = z.output<typeof rewardEditSchema>;

export const loyaltySettingsSchema = z.object({
  enabled: z.boolean({ error: MSG.inputInvalid }),
  /** Pesos paid for products that earn one point (100: `1 punto cada $ 100`). */
  pesosPerPoint: wholeNumber(LOYALTY_MSG.loyaltyRateInvalid, 1, 10_000_000),
  expiryMonths: wholeNumber(LOYALTY_MSG.loyaltyExpiryInvalid, 1, 120),
  /** `Te extrañamos` (left out: kept as they are, so older clients do not turn it off). */
  winBackEnabled: z.boolean({ error: MSG.inputInvalid }).optional(),
  winBackDays: wholeNumber(FOLLOWUP_MSG.winBackDaysInvalid, 7, 365).optional(),
  winBackPercent: wholeNumber(FOLLOWUP_MSG.winBackPercentInvalid, 1, 90).optional(),
});
export type LoyaltySettingsData = z.output<typeof loyaltySettingsSchema>;

export const pointsAdjustSchema = z.object({
  points: wholeNumber(LOYALTY_MSG.pointsAdjustInvalid, -POINTS_MAX, POINTS_MAX).refine(
    (points) => points !== 0,
    LOYALTY_MSG.pointsAdjustInvalid,
  ),
  reason: z
    .string({ error: LOYALTY_MSG.pointsReasonRequired })
    .trim()
    .min(1, LOYALTY_MSG.pointsReasonRequired)
    .max(200, MSG.inputTooLong),
});

export const rewardResponse = z.object({
  id: z.number(),
  name: z.string(),
  points: z.number(),
  productId: z.number().nullable(),
  amount: z.number().nullable(),
  active: z.boolean(),
});
export type RewardView = z.infer<typeof rewardResponse>;

export const loyaltySettingsResponse = z.object({
  enabled: z.boolean(),
  pesosPerPoint: z.number(),
  expiryMonths: z.number(),
  /** `1 punto cada $ 100`. */
  rate: z.string(),
  winBackEnabled: z.boolean(),
  winBackDays: z.number(),
  winBackPercent: z.number(),
});
export type LoyaltySettingsView = z.infer<typeof loyaltySettingsResponse>;

export const pointsEntryResponse = z.object({
  id: z.number(),
  kind: z.enum(['earned', 'redeemed', 'reversed', 'expired', 'adjusted']),
  points: z.number(),
  purchaseId: z.string().nullable(),
  orderNumber: z.number().nullable(),
  reason: z.string(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});

export const pointsResponse = z.object({
  balance: z.number(),
  nextExpiry: z.object({ points: z.number(), at: z.string() }).nullable(),
  settings: loyaltySettingsResponse,
  rewards: z.array(rewardResponse),
  history: z.array(pointsEntryResponse),
});
export type PointsView = z.infer<typeof pointsResponse>;
