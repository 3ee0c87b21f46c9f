import type { Saving } from '@burgers/domain/order-pricing';
import type { CartPriceData } from '@burgers/domain/schemas/cart';
import type { LineOptionSnapshot } from './line-options';
import type * as repo from './repo';
import type { CartReward } from '../loyalty/pricing';

/* What a priced cart and order are made of (pricing.ts prices them). */

export type CartLineData = CartPriceData['cart'][number];

/** The custom burger as it was priced, kept with the order line for the kitchen and the records. */
export interface CustomSnapshot {
  baseId: number;
  baseName: string;
  basePriceCents: number;
  isVeggie: boolean;
  ingredients: Array<{ id: number; name: string; quantity: number; priceCents: number }>;
}

export interface PricedLine {
  productId: number | null;
  title: string;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  /** The coupon that gave this line its discount, if any. */
  couponCode: string | null;
  /** Each promotion's and coupon's saving on this line. */
  savings: Saving[];
  /** The product's category (its type); null for a custom burger. */
  category: string | null;
  /** `de lunes a viernes de 12:00 a 16:00` when the product is not on sale at the promised time. */
  outsideWindow: string | null;
  custom: CustomSnapshot | null;
  /** The product's options as chosen and priced now; null for a custom burger. */
  options: LineOptionSnapshot[] | null;
  /** The customer's note for this item. */
  note: string;
}

export interface PricedOrder {
  /** The promised time everything was judged at. */
  at: Date;
  lines: PricedLine[];
  coupons: repo.StoredCoupon[];
  orderSavings: Saving[];
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  /** The fee's receipt line (`Envío a Devoto`), never discounted; null for pickup. */
  feeLine: PricedLine | null;
  totalCents: number;
  /** The reward paid for with points, priced as the last line (a product) or an order saving. */
  reward: CartReward | null;
}

/** The fee a delivery order pays and the receipt line it travels as. */
export interface DeliveryFee {
  feeCents: number;
  title: string;
}
