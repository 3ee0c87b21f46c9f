import { isCouponExpired } from '@burgers/domain/coupons';
import { cartTotals } from '@burgers/domain/pricing';
import { usePricedCart } from '#api/promotions';
import { useCart } from '#stores/cart';
import { useCoupons } from '#stores/coupons';
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
  const rewardId = useRewardChoice((s) => s.rewardId);
  const priced = usePricedCart(lines, coupons, pricedAt, rewardId).data;
  const local = cartTotals(lines, coupons);
  // A line sold only at other times (a lunch menu at dinner): paying is refused until a slot inside it is chosen.
  const outside = priced?.lines.find((line) => line.availability !== null);
  const outsideHint = outside?.availability
    ? `${outside.title}: ${outside.availability}. Elegí un horario de retiro dentro de ese horario.`
    : null;
  return { lines, pickup, priced, local, outsideHint };
}
