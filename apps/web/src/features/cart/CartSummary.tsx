import { useNavigate } from 'react-router';
import { cartTotals, formatTotal } from '@burgers/domain/pricing';
import { FaLock } from '#components/icons/FaLock';
import { useLoginPrompt } from '#lib/alerts';
import { useCart } from '#stores/cart';
import { useCoupons } from '#stores/coupons';
import { useSession } from '#stores/session';
import { CouponEntry } from './CouponEntry';
import { PickupChoice } from './pickup/PickupChoice';
import { usePickupSelection } from './pickup/use-pickup-selection';

/** Coupons, totals and the pay button. Subtotal and discount show only with a discount (docs/product/cart.md#totals). */
export function CartSummary() {
  const lines = useCart((s) => s.lines);
  const coupons = useCoupons((s) => s.coupons);
  const loggedIn = useSession((s) => s.user !== null);
  const navigate = useNavigate();
  // After logging in, a visitor comes back to this cart to pay.
  const promptLogin = useLoginPrompt('/cart');
  const { subtotal, discount, total } = cartTotals(lines, coupons, new Date());
  // Closed (without a slot chosen), paused or no pickup time yet: said before anyone tries, and
  // the server refuses the same way if they do.
  const pickup = usePickupSelection();
  const blocked = pickup.hint;
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
      <dl className="cart-summary__totals">
        {discount > 0 && (
          <>
            <div>
              <dt>Subtotal</dt>
              <dd>{formatTotal(subtotal)}</dd>
            </div>
            <div className="cart-summary__discount">
              <dt>Descuento</dt>
              <dd>-{formatTotal(discount)}</dd>
            </div>
          </>
        )}
        <div className="cart-summary__total">
          <dt>Total</dt>
          <dd data-testid="cart-total">{formatTotal(total)}</dd>
        </div>
      </dl>
      <PickupChoice selection={pickup} />
      {blocked && (
        <p
          className={`alert ${storeRefuses ? 'alert-warning' : 'alert-info'} mb-3`}
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
