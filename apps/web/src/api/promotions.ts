import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { toCents } from '@burgers/domain/pricing';
import type { Promotion } from '@burgers/domain/promotions';
import { checkoutPaths } from '@burgers/domain/routes/checkout-paths';
import { promotionsPaths } from '@burgers/domain/routes/promotions-paths';
import type { PromotionView } from '@burgers/domain/schemas/promotion-response';
import type { CartLine, Coupon } from '@burgers/domain/types';
import { callApi } from './client';
import { queryKeys } from './query-keys';

/** GET /promotions: the promotions switched on and not over; the menu, product page and home read them. */
export const promotionsQuery = queryOptions({
  queryKey: queryKeys.promotions.public(),
  queryFn: ({ signal }) => callApi(promotionsPaths.list, { signal }),
  staleTime: 60_000,
});

export function usePromotions() {
  return useQuery(promotionsQuery);
}

/** GET /selling-windows: when each product or category is on sale. */
export const sellingWindowsQuery = queryOptions({
  queryKey: queryKeys.sellingWindows(),
  queryFn: ({ signal }) => callApi(promotionsPaths.sellingWindows, { signal }),
  staleTime: 60_000,
});

export function useSellingWindows() {
  return useQuery(sellingWindowsQuery);
}

/** What the server needs of a cart line to price it (the rest it looks up itself). */
function lineRequest(line: CartLine) {
  return {
    id: line.id,
    cantidad: line.cantidad,
    ...(line.baseId !== undefined ? { baseId: line.baseId } : {}),
    ...(line.ingredients ? { ingredients: line.ingredients.map(({ id, quantity }) => ({ id, quantity })) } : {}),
    ...(line.options ? { options: line.options } : {}),
  };
}

/**
 * POST /cart/price: the cart priced by the server's own checkout code for the chosen slot (null: as
 * soon as possible). The last answer stays on screen while a change is priced again.
 */
export function usePricedCart(
  lines: readonly CartLine[],
  coupons: readonly Coupon[],
  pickupAt: string | null,
  /** Delivery with its address (stores/delivery deliveryRequest); pickup when absent. */
  delivery: { fulfillment: 'retiro' | 'envio'; address?: object } = { fulfillment: 'retiro' },
  /** A reward paid with points (docs/product/loyalty.md), priced as a line of the cart. */
  rewardId: number | null = null,
) {
  const request = {
    cart: lines.map(lineRequest),
    coupons: coupons.map((coupon) => coupon.code),
    pickupAt,
    ...delivery,
    ...(rewardId !== null ? { rewardId } : {}),
  };
  return useQuery({
    queryKey: queryKeys.cartPrice(request),
    queryFn: ({ signal }) => callApi(checkoutPaths.price, { body: request, signal }),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}

/** A promotion as the domain's rules read it (cents, one window). */
export function toPromotion(view: PromotionView): Promotion {
  const cents = (pesos: number | null) => (pesos === null ? null : toCents(pesos));
  return {
    id: view.id,
    name: view.name,
    kind: view.kind,
    percentage: view.percentage,
    buy: view.buy,
    pay: view.pay,
    fixedPriceCents: cents(view.fixedPrice),
    minimumCents: cents(view.minimum),
    amountCents: cents(view.amount),
    productIds: view.productIds,
    categories: view.categories,
    window: { days: view.days, from: view.from, to: view.to },
    startsOn: view.startsOn,
    endsOn: view.endsOn,
    stacksWithCoupons: view.stacksWithCoupons,
    active: view.active,
  };
}
