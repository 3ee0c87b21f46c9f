import { cartLineKey } from '@burgers/domain/option-basics';
import { cartTotals, formatPrice } from '@burgers/domain/pricing';
import type { PricedCart } from '@burgers/domain/schemas/promotion-response';
import type { CartLine, Coupon } from '@burgers/domain/types';
import { CustomRecipe } from '#components/CustomRecipe';
import { FallbackImage } from '#components/FallbackImage';
import { LineOptions } from '#components/LineOptions';
import { PricedTotals } from '#components/PricedTotals';
import { CHECKOUT_TEXT } from './messages';

interface OrderSummaryProps {
  lines: CartLine[];
  coupons: Coupon[];
  note: string;
  /** The server's pricing of this cart (POST /api/cart/price); the local sum until it answers. */
  priced?: PricedCart;
}

/** The cart about to be paid: lines, coupons, note and totals as docs/product/cart.md#totals prices them. */
export function OrderSummary({ lines, coupons, note, priced }: OrderSummaryProps) {
  const totals = cartTotals(lines, coupons);
  return (
    <section className="checkout-summary card shadow-sm" aria-labelledby="checkout-summary-title">
      <div className="card-body p-4">
        <h2 id="checkout-summary-title" className="h3 mb-3">
          {CHECKOUT_TEXT.summaryTitle}
        </h2>
        <ul className="list-unstyled mb-0 checkout-summary__lines">
          {lines.map((line) => (
            <li key={cartLineKey(line)} className="d-flex align-items-center gap-3 py-2">
              <FallbackImage
                src={line.imgUri}
                alt=""
                kind="product"
                className="checkout-summary__thumb"
                width="56"
                height="56"
              />
              <div className="flex-grow-1">
                <p className="mb-0 fw-semibold">{line.name}</p>
                <p className="mb-0 small text-body-secondary">
                  {line.cantidad} x {formatPrice(line.price)}
                </p>
                <CustomRecipe line={line} className="mb-0 small text-body-secondary" />
                <LineOptions options={line.options} note={line.note} className="text-body-secondary" />
              </div>
              <span className="fw-semibold">{formatPrice(line.price * line.cantidad)}</span>
            </li>
          ))}
        </ul>

        {coupons.length > 0 && (
          <div className="mt-3">
            <h3 className="h6 fw-semibold mb-2">{CHECKOUT_TEXT.coupons}</h3>
            <ul className="list-inline mb-0">
              {coupons.map((coupon) => (
                <li key={coupon.code} className="list-inline-item badge text-bg-primary fs-6 mb-1">
                  {coupon.code} · {coupon.discountPorcentage}% OFF
                </li>
              ))}
            </ul>
          </div>
        )}

        {note && (
          <div className="mt-3">
            <h3 className="h6 fw-semibold mb-1">{CHECKOUT_TEXT.note}</h3>
            <p className="mb-0 small">{note}</p>
          </div>
        )}

        <PricedTotals
          priced={priced}
          fallback={totals}
          totalTestId="checkout-total"
          className="checkout-summary__totals mt-3 mb-0"
          totalClassName="fs-4 fw-semibold"
          savingClassName="text-success"
        />
      </div>
    </section>
  );
}
