/**
 * What checkout, the cart's pricing and the staff's orders ask of delivery: the zone the pin falls
 * in (refused before anything is stored), the fee line, the zone's minimum, and what the order keeps.
 */
import type { orders } from '#db/schema';
import { checkMinimum, deliveryTerms, type DeliveryTerms } from './service';
import type { DeliveryFee, PricedOrder } from '../checkout/pricing';

/** What a delivery order stores beside its pricing: its address, zone and fee as checkout found them. */
export type OrderDeliveryFields =
  | Pick<
      typeof orders.$inferInsert,
      'fulfillment' | 'deliveryAddress' | 'deliveryZone' | 'deliveryFeeCents' | 'deliveryExtraMinutes'
    >
  | undefined;

export { deliveryTerms, type DeliveryTerms };

export function deliveryFee(terms: DeliveryTerms | null): DeliveryFee | null {
  return terms ? { feeCents: terms.feeCents, title: terms.feeTitle } : null;
}

/** The zone's minimum, on what the products add up to after their discounts (the fee aside). */
export function checkDeliveryPrice(terms: DeliveryTerms | null, priced: PricedOrder): void {
  if (terms) checkMinimum(terms, priced.totalCents - priced.deliveryFeeCents);
}

export function deliveryOrderFields(terms: DeliveryTerms | null): OrderDeliveryFields {
  if (!terms) return undefined;
  return {
    fulfillment: 'envio',
    deliveryAddress: terms.address,
    deliveryZone: terms.zoneName,
    deliveryFeeCents: terms.feeCents,
    deliveryExtraMinutes: terms.extraMinutes,
  };
}
