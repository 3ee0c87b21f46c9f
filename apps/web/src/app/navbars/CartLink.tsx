import { Link } from 'react-router';
import { BsCart } from '#components/icons/BsCart';
import { BsCartFill } from '#components/icons/BsCartFill';
import { PATHS } from '#lib/paths';
import { cartItemCount, useCart } from '#stores/cart';
import { scrollToTop } from '../ScrollToTop';

/** docs/product/storefront.md#navigation-bars: an empty cart icon when the cart is empty, a filled one with the item count otherwise. */
export function CartLink({ className = '' }: { className?: string }) {
  const count = useCart((s) => cartItemCount(s.lines));
  const label = count === 0 ? 'Carrito vacío' : `Carrito: ${count} ${count === 1 ? 'producto' : 'productos'}`;
  return (
    <Link
      to={PATHS.cart}
      className={`cart-link ${count > 0 ? 'cart-link--filled' : ''} ${className}`.trim()}
      aria-label={label}
      onClick={scrollToTop}
    >
      {count === 0 ? (
        <BsCart aria-hidden="true" className="cart-link__icon" data-testid="cart-empty" />
      ) : (
        <>
          <BsCartFill aria-hidden="true" className="cart-link__icon" data-testid="cart-filled" />
          <span className="cart-link__count" aria-hidden="true" data-testid="cart-count">
            {count}
          </span>
        </>
      )}
    </Link>
  );
}
