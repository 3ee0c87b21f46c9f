import { formatPrice, formatTotal } from '@burgers/domain/pricing';
import type { PricedCart } from '@burgers/domain/schemas/promotion-response';
import './priced-totals.scss';

interface PricedTotalsProps {
  /** The server's pricing (POST /api/cart/price); until it answers, the local totals below. */
  priced: PricedCart | undefined;
  fallback: { subtotal: number; discount: number; total: number };
  totalTestId: string;
  className?: string;
  /** The total's row class, for the page's own look. */
  totalClassName?: string;
  savingClassName?: string;
}

/** Each promotion's and coupon's saving over the whole cart, in the order they first appear. */
export function savingsOf(priced: PricedCart): Array<{ name: string; amount: number }> {
  const byName = new Map<string, number>();
  for (const saving of [...priced.lines.flatMap((line) => line.savings), ...priced.orderDiscounts]) {
    byName.set(saving.name, Math.round(((byName.get(saving.name) ?? 0) + saving.amount) * 100) / 100);
  }
  return [...byName].map(([name, amount]) => ({ name, amount }));
}

/**
 * Subtotal, each saving as its own line (`2x1 los martes −$ 7.500`), the whole discount and the
 * total (docs/product/cart.md#totals: subtotal and discount only when there is one): the figures
 * checkout will charge, since the server priced them with its own code.
 */
export function PricedTotals({
  priced,
  fallback,
  totalTestId,
  className = '',
  totalClassName = '',
  savingClassName = '',
}: PricedTotalsProps) {
  const savings = priced ? savingsOf(priced) : [];
  const subtotal = priced ? priced.subtotal : fallback.subtotal;
  const discount = priced ? priced.discount : fallback.discount;
  const total = priced ? priced.total : fallback.total;
  return (
    <dl className={`priced-totals ${className}`.trim()}>
      {discount > 0 && (
        <div>
          <dt>Subtotal</dt>
          <dd>{formatTotal(subtotal)}</dd>
        </div>
      )}
      {savings.map((saving) => (
        <div key={saving.name} className="priced-totals__saving" data-testid="cart-saving">
          <dt>{saving.name}</dt>
          <dd>−{formatPrice(saving.amount)}</dd>
        </div>
      ))}
      {discount > 0 && (
        <div className={`priced-totals__discount ${savingClassName}`.trim()}>
          <dt>Descuento</dt>
          <dd>-{formatTotal(discount)}</dd>
        </div>
      )}
      {priced && priced.deliveryFee > 0 && (
        <div>
          <dt>Envío</dt>
          <dd>{formatTotal(priced.deliveryFee)}</dd>
        </div>
      )}
      <div className={`priced-totals__total ${totalClassName}`.trim()}>
        <dt>Total</dt>
        <dd data-testid={totalTestId}>{formatTotal(total)}</dd>
      </div>
    </dl>
  );
}
