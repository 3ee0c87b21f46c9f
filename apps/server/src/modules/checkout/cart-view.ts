import { deliveryWindow, deliveryWindowText, minimumMessage } from '@burgers/domain/delivery';
import { MSG } from '@burgers/domain/messages';
import type { Saving } from '@burgers/domain/order-pricing';
import { isoAtStore } from '@burgers/domain/pickup-slots';
import { fromCents } from '@burgers/domain/pricing';
import type { CartPriceData } from '@burgers/domain/schemas/cart';
import type { PricedCart, SavingView } from '@burgers/domain/schemas/promotion-response';
import type { AppContext } from '#context';
import { priceCheckout, type PricedOrder } from './pricing';
import { deliveryFee, deliveryTerms } from '../delivery/checkout';
import { expectedPromise } from '../pickup/service';

const savingView = (saving: Saving): SavingView => ({
  kind: saving.kind,
  promotionId: saving.promotionId,
  code: saving.code,
  name: saving.name,
  amount: fromCents(saving.amountCents),
});

/** The priced cart as the cart page shows it and checkout's 409 carries it. */
export function pricedCartView(priced: PricedOrder): PricedCart {
  return {
    at: isoAtStore(priced.at),
    lines: priced.lines.map((line) => {
      const subtotalCents = line.unitPriceCents * line.quantity;
      return {
        productId: line.productId,
        title: line.title,
        quantity: line.quantity,
        unitPrice: fromCents(line.unitPriceCents),
        subtotal: fromCents(subtotalCents),
        savings: line.savings.map(savingView),
        discount: fromCents(line.discountCents),
        total: fromCents(subtotalCents - line.discountCents),
        availability: line.outsideWindow ? MSG.productAvailableWindow.replace('{ventana}', line.outsideWindow) : null,
      };
    }),
    orderDiscounts: priced.orderSavings.map(savingView),
    subtotal: fromCents(priced.subtotalCents),
    discount: fromCents(priced.discountCents),
    deliveryFee: fromCents(priced.deliveryFeeCents),
    total: fromCents(priced.totalCents),
  };
}

/**
 * POST /api/cart/price: the cart priced exactly as checkout will price it for the same slot. A
 * delivery cart with its address also learns its zone, fee, window and whether it reaches the
 * minimum; an address outside every zone is checkout's 400.
 */
export async function priceCart(
  ctx: Pick<AppContext, 'db' | 'now' | 'storeSettings' | 'config'>,
  input: CartPriceData,
  buyerId: number | null = null,
): Promise<PricedCart> {
  const terms = input.fulfillment === 'envio' && input.address ? await deliveryTerms(ctx, input.address) : null;
  const at = await expectedPromise(ctx, input.pickupAt, input.fulfillment);
  const priced = await priceCheckout(ctx.db, input, at, deliveryFee(terms), buyerId);
  const view = pricedCartView(priced);
  if (!terms) return view;
  const productsCents = priced.totalCents - priced.deliveryFeeCents;
  return {
    ...view,
    delivery: {
      zone: terms.zoneName,
      fee: fromCents(terms.feeCents),
      minimum: fromCents(terms.minimumCents),
      windowText: deliveryWindowText(deliveryWindow(at, terms.extraMinutes)),
      refusal: productsCents < terms.minimumCents ? minimumMessage(terms.zoneName, terms.minimumCents) : null,
    },
  };
}
