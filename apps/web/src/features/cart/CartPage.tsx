import { Link } from 'react-router';
import { cartLineKey } from '@burgers/domain/option-basics';
import { EmptyState } from '#components/EmptyState';
import { FaTrashAlt } from '#components/icons/FaTrashAlt';
import { PageHeader } from '#components/PageHeader';
import { confirmAlert } from '#lib/alerts';
import { PATHS } from '#lib/paths';
import { cartItemCount, useCart } from '#stores/cart';
import { CartLineItem } from './CartLineItem';
import { CartNote } from './CartNote';
import { CartSummary } from './CartSummary';
import { CART_TEXT } from './messages';
import { useCartPricing } from './use-cart-pricing';
import './cart.scss';

export default function CartPage() {
  const { lines, priced } = useCartPricing();
  const clear = useCart((s) => s.clear);
  const count = cartItemCount(lines);

  const clearCart = async () => {
    if (await confirmAlert(CART_TEXT.clearTitle, CART_TEXT.clearText, CART_TEXT.clearConfirm)) clear();
  };

  return (
    <>
      <PageHeader
        kicker="Tu pedido"
        title="Carrito"
        subtitle={count > 0 ? `${count} ${count === 1 ? 'producto' : 'productos'} listos para la parrilla.` : undefined}
      />
      <div className="container cart-page">
        {lines.length === 0 ? (
          <EmptyState title={CART_TEXT.emptyTitle} text={CART_TEXT.emptyText} art="bag">
            <div className="d-flex flex-wrap justify-content-center gap-2">
              <Link to={PATHS.menu} className="btn btn-primary">
                Ver el menú
              </Link>
              <Link to={PATHS.builder} className="btn btn-outline-secondary">
                Armá tu burger
              </Link>
            </div>
          </EmptyState>
        ) : (
          <div className="cart-layout">
            <section className="cart-layout__lines" aria-label="Productos del carrito">
              <ul className="cart-lines">
                {lines.map((line, index) => (
                  <CartLineItem key={cartLineKey(line)} line={line} priced={priced?.lines[index]} />
                ))}
              </ul>
              <div className="cart-layout__actions">
                <Link to={PATHS.menu} className="btn btn-outline-secondary">
                  Seguir comprando
                </Link>
                <button type="button" className="btn btn-outline-danger" onClick={() => void clearCart()}>
                  <FaTrashAlt aria-hidden="true" className="me-2" />
                  Vaciar carrito
                </button>
              </div>
              <CartNote />
            </section>
            <CartSummary />
          </div>
        )}
      </div>
    </>
  );
}
