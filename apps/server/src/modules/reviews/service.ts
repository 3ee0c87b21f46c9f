import { isPaidState } from '@burgers/domain/order-states';
import type { ReviewRequest } from '@burgers/domain/schemas/review';
import type { Review } from '@burgers/domain/types';
import type { AppContext } from '#context';
import type { UserRow } from '#http/auth';
import { conflict, forbidden, notFound } from '#lib/errors';
import { messages } from '#messages';
import * as repo from './repo';
import { fullName } from '../orders/service';

type ReviewsContext = Pick<AppContext, 'db'>;
/** Stored reviews always carry their date. */
export type StoredReview = Review & { createdAt: string };

function toReview(row: repo.ReviewRow): StoredReview {
  return {
    id: row.id,
    rating: row.rating,
    description: row.description,
    author: row.author,
    user_id: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listReviews(ctx: ReviewsContext): Promise<StoredReview[]> {
  return (await repo.newestReviews(ctx.db)).map(toReview);
}

/**
 * One review per paid order, by the customer who paid it. Author and user come from the
 * token; the order's review flag is set in the same transaction as the review.
 */
export async function createReview(ctx: ReviewsContext, user: UserRow, input: ReviewRequest): Promise<StoredReview> {
  const row = await ctx.db.transaction(async (tx) => {
    const order = await repo.lockOrderByPurchaseId(tx, input.purchaseId);
    // Only a paid order carries a purchase id, so an unpaid one is simply not found.
    if (!order || !isPaidState(order.status)) throw notFound(messages.orderNotFound);
    if (order.userId !== user.id) throw forbidden(messages.forbidden);
    if (await repo.reviewOfOrder(tx, order.id)) throw conflict(messages.reviewAlreadySent);
    const review = await repo.insertReview(tx, {
      userId: user.id,
      orderId: order.id,
      rating: input.rating,
      description: input.description,
      author: fullName(user),
    });
    await repo.flagOrderReviewed(tx, order.id);
    return review;
  });
  return toReview(row);
}
