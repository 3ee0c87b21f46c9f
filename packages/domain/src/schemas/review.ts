import { z } from './zod';
import { RATING_MAX, RATING_MIN, REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN } from '../constants';
import { MSG } from '../messages';

/** Stars: a JSON number, whole, from 1 to 5; no star chosen (0, empty) asks for one. Never coerced ("5", true, [4]). */
const ratingField = z
  .number({ error: MSG.reviewRatingRequired })
  .int({ error: MSG.reviewRatingRequired })
  .min(RATING_MIN, { error: MSG.reviewRatingRequired })
  .max(RATING_MAX, { error: MSG.reviewRatingRequired });

const commentField = z
  .string({ error: MSG.reviewCommentRequired })
  .trim()
  .min(1, MSG.reviewCommentRequired)
  // An empty comment has its own message above.
  .refine(
    (text) => text === '' || (text.length >= REVIEW_COMMENT_MIN && text.length <= REVIEW_COMMENT_MAX),
    MSG.reviewCommentLength,
  );

/** The review form (docs/product/customer-area.md#reviewing-an-order). */
export const reviewSchema = z.object({
  rating: ratingField,
  description: commentField,
});

/** The body of POST /reviews: the form plus the paid order it reviews. */
export const reviewRequestSchema = reviewSchema.extend({
  purchaseId: z
    .string({ error: MSG.reviewPurchaseRequired })
    .trim()
    .min(1, MSG.reviewPurchaseRequired)
    .max(128, MSG.reviewPurchaseRequired),
});

export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewData = z.output<typeof reviewSchema>;
export type ReviewRequest = z.output<typeof reviewRequestSchema>;
export type ReviewRequestInput = z.input<typeof reviewRequestSchema>;
