import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { enterCoupon, isCouponExpired } from '@burgers/domain/coupons';
import type { Coupon } from '@burgers/domain/types';
import { couponsQuery, myCouponsQuery } from '#api/coupons';
import { FaTicketAlt } from '#components/icons/FaTicketAlt';
import { FaTimes } from '#components/icons/FaTimes';
import { useCoupons } from '#stores/coupons';
import { useSession } from '#stores/session';

/** The coupon field: Enter applies the code with the domain's three outcomes (docs/product/cart.md#coupons). */
export function CouponEntry() {
  const queryClient = useQueryClient();
  usePrefetchQuery(couponsQuery);
  const chosen = useCoupons((s) => s.coupons);
  const add = useCoupons((s) => s.add);
  const remove = useCoupons((s) => s.remove);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const user = useSession((s) => s.user);
  const now = new Date();

  /** A logged-in customer's own coupons (never in the public list); none when they cannot be read. */
  const personal = async (): Promise<Coupon[]> => {
    if (!user || user.role !== 'customer') return [];
    return queryClient.fetchQuery({ ...myCouponsQuery(user.id), staleTime: 0 }).catch(() => []);
  };

  const apply = async () => {
    let available;
    try {
      // Waits for the list when the customer types faster than it loads.
      available = [...(await queryClient.ensureQueryData(couponsQuery)), ...(await personal())];
    } catch {
      return; // Already logged by the query (docs/product/README.md#conventions-every-area-shares: fetch failures only reach the console).
    }
    const outcome = enterCoupon(code, available, useCoupons.getState().coupons, now);
    if (outcome.kind === 'error') {
      setError(outcome.message);
      return;
    }
    setError(null);
    if (outcome.kind === 'added') add(outcome.coupon);
    setCode('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };

  return (
    <div className="coupon-entry">
      <label htmlFor="cart-coupon" className="form-label fw-semibold">
        <FaTicketAlt aria-hidden="true" className="me-2" />
        Cupón de descuento
      </label>
      <div className="coupon-entry__row">
        <input
          id="cart-coupon"
          type="text"
          className={`form-control ${error ? 'is-invalid' : ''}`.trim()}
          placeholder="Tu código"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'cart-coupon-help cart-coupon-error' : 'cart-coupon-help'}
        />
        <button type="button" className="btn btn-secondary" onClick={() => void apply()}>
          Aplicar
        </button>
      </div>
      <div id="cart-coupon-help" className="form-text">
        Escribí el código y presioná Enter.
      </div>
      {error && (
        <p id="cart-coupon-error" className="coupon-entry__error" role="alert">
          {error}
        </p>
      )}
      {chosen.length > 0 && (
        <ul className="coupon-entry__chosen" aria-label="Cupones elegidos">
          {chosen.map((coupon) => {
            const expired = isCouponExpired(coupon, now);
            return (
              <li key={coupon.code} className={`coupon-chip ${expired ? 'is-expired' : ''}`.trim()}>
                <span className="coupon-chip__code">{coupon.code}</span>
                <span className="coupon-chip__off">{expired ? 'vencido' : `${coupon.discountPorcentage}% OFF`}</span>
                <button
                  type="button"
                  className="coupon-chip__remove"
                  onClick={() => remove(coupon.code)}
                  aria-label={`Quitar cupón ${coupon.code}`}
                >
                  <FaTimes aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
