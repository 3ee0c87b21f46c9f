import { useNavigate } from 'react-router';
import { formatTotal } from '@burgers/domain/pricing';
import { FaLock } from '#components/icons/FaLock';
import { PricedTotals } from '#components/PricedTotals';
import { useLoginPrompt } from '#lib/alerts';
import { useSession } from '#stores/session';
import { CouponEntry } from './CouponEntry';
import { DeliveryChoice } from './delivery/DeliveryChoice';
import { PickupChoice } from './pickup/PickupChoice';
import { RewardChoice } from './RewardChoice';
import { useCartPricing } from './use-cart-pricing';

/** Coupons, totals and the pay button. Subtotal and discount show only with a discount (docs/product/cart.md#totals). */
export function CartSummary() {
  const { lines, pickup, priced, local, outsideHint, deliveryHint } = useCartPricing();
  const loggedIn = useSession((s) => s.user !== null);
  const navigate = useNavigate();
  // After logging in, a visitor comes back to this cart to pay.
  const promptLogin = useLoginPrompt('/cart');
  const total = priced ? priced.total : local.total;
  // Closed (without a slot chosen), paused or no pickup time yet: said before anyone tries, and
  // the server refuses the same way if they do.
  const blocked = pickup.hint ?? outsideHint ?? deliveryHint;
  const storeRefuses = pickup.store ? pickup.store.paused || !pickup.store.open : false;

  const pay = () => {
    if (!loggedIn) {
      promptLogin();
      return;
    }
    // The chosen slot travels in the address, so the payment page survives a reload with it.
    const scheduled = pickup.mode === 'schedule' && pickup.pickupAt;
    void navigate(scheduled ? `/mercadoPago?retiro=${encodeURIComponent(scheduled)}` : '/mercadoPago');
  };

  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        Resumen
      </h2>
      <CouponEntry />
      <RewardChoice />
      <PricedTotals
        priced={priced}
        fallback={local}
        totalTestId="cart-total"
        className="cart-summary__totals"
        totalClassName="cart-summary__total"
        savingClassName="cart-summary__discount"
      />
      <DeliveryChoice priced={priced} />
      <PickupChoice selection={pickup} />
      {blocked && (
        <p
          className={`alert ${storeRefuses || (!pickup.hint && (outsideHint ?? deliveryHint)) ? 'alert-warning' : 'alert-info'} mb-3`}
          role="status"
          data-testid={storeRefuses ? 'store-blocked' : 'pickup-hint'}
        >
          {blocked}
        </p>
      )}
      {/* On a phone the pay button lives in the sticky bar below, next to the total. */}
      <button
        type="button"
        className="btn btn-primary btn-lg w-100 d-none d-lg-block"
        onClick={pay}
        disabled={lines.length === 0 || blocked !== null}
      >
        <FaLock aria-hidden="true" className="me-2" />
        Pagar
      </button>
      <p className="cart-summary__secure">Pagás de forma segura con Mercado Pago.</p>
      <div className="cart-paybar d-lg-none" data-testid="cart-paybar">
        <div className="cart-paybar__total">
          <span className="cart-paybar__label">Total</span>
          <span className="cart-paybar__amount">{formatTotal(total)}</span>
        </div>
        <button
          type="button"
          className="btn btn-primary btn-lg cart-paybar__pay"
          onClick={pay}
          disabled={lines.length === 0 || blocked !== null}
        >
          <FaLock aria-hidden="true" className="me-2" />
          Pagar
        </button>
      </div>
    </aside>
  );
}
