import { isCouponExpired } from '@burgers/domain/coupons';
import { DELIVERY_MSG } from '@burgers/domain/delivery-messages';
import { cartTotals } from '@burgers/domain/pricing';
import { ApiError } from '#api/client';
import { usePricedCart } from '#api/promotions';
import { useCart } from '#stores/cart';
import { useCoupons } from '#stores/coupons';
import { deliveryRequest, useDelivery } from '#stores/delivery';
import { useRewardChoice } from '#stores/reward-choice';
import { usePickupSelection } from './pickup/use-pickup-selection';

/**
 * The cart as the server prices it for the pickup chosen (promotions and selling windows are judged
 * at that time), with the local sum to show until it answers. The page and the summary share it
 * (one query: the same key answers both).
 */
export function useCartPricing() {
  const lines = useCart((s) => s.lines);
  const chosen = useCoupons((s) => s.coupons);
  const now = new Date();
  // A coupon chosen yesterday may have expired since: it is left out, as checkout leaves it out.
  const coupons = chosen.filter((coupon) => !isCouponExpired(coupon, now));
  const pickup = usePickupSelection();
  const pricedAt = pickup.mode === 'schedule' ? pickup.pickupAt : null;
  const fulfillment = useDelivery((s) => s.fulfillment);
  const address = useDelivery((s) => s.address);
  const pin = useDelivery((s) => s.pin);
  const delivery = deliveryRequest({ fulfillment, address, pin });
  const rewardId = useRewardChoice((s) => s.rewardId);
  const pricing = usePricedCart(lines, coupons, pricedAt, delivery, rewardId);
  // An address outside every zone is the server's 400: the same words checkout would answer.
  const refused = pricing.error instanceof ApiError && pricing.error.status === 400 ? pricing.error.message : null;
  const priced = refused ? undefined : pricing.data;
  const local = cartTotals(lines, coupons);
  // A line sold only at other times (a lunch menu at dinner): paying is refused until a slot inside it is chosen.
  const outside = priced?.lines.find((line) => line.availability !== null);
  const outsideHint = outside?.availability
    ? `${outside.title}: ${outside.availability}. Elegí un horario de retiro dentro de ese horario.`
    : null;
  const deliveryHint =
    fulfillment !== 'envio'
      ? null
      : !('address' in delivery)
        ? DELIVERY_MSG.addressRequired
        : (refused ?? priced?.delivery?.refusal ?? null);
  return { lines, pickup, priced, local, outsideHint, fulfillment, deliveryHint };
}
