import { Link } from 'react-router';
import { CART_LINE_MAX_QUANTITY } from '@burgers/domain/constants';
import { formatPrice } from '@burgers/domain/pricing';
import type { PricedCart } from '@burgers/domain/schemas/promotion-response';
import type { CartLine } from '@burgers/domain/types';
import { CustomRecipe } from '#components/CustomRecipe';
import { FallbackImage } from '#components/FallbackImage';
import { FaTrashAlt } from '#components/icons/FaTrashAlt';
import { LineOptions } from '#components/LineOptions';
import { QuantityStepper } from '#components/QuantityStepper';
import { VeggieBadge } from '#components/VeggieBadge';
import { pathTo } from '#lib/paths';
import { useCart } from '#stores/cart';

/** One cart line: picture, name (a custom burger lists its ingredients), quantity, line price, delete. */
export function CartLineItem({ line, priced }: { line: CartLine; priced?: PricedCart['lines'][number] }) {
  const add = useCart((s) => s.add);
  const deleteOne = useCart((s) => s.deleteOne);
  const deleteProduct = useCart((s) => s.deleteProduct);
  const custom = typeof line.id === 'string';

  return (
    <li className={`cart-line ${priced?.availability ? 'cart-line--unavailable' : ''}`.trim()}>
      <FallbackImage
        src={line.imgUri}
        alt={line.name}
        kind="product"
        className="cart-line__image"
        width="96"
        height="96"
      />
      <div className="cart-line__info">
        <h2 className="cart-line__name">
          {custom ? line.name : <Link to={pathTo.product(line.id)}>{line.name}</Link>}
        </h2>
        <CustomRecipe line={line} className="cart-line__ingredients" />
        <LineOptions options={line.options} note={line.note} className="cart-line__options" />
        <div className="cart-line__meta">
          <span className="cart-line__unit">{formatPrice(line.price)} c/u</span>
          {line.isVeggie && <VeggieBadge />}
        </div>
        {priced?.availability && (
          <p className="cart-line__availability" data-testid="line-availability">
            {priced.availability}
          </p>
        )}
        {priced?.savings.map((saving) => (
          <p key={saving.name} className="cart-line__saving" data-testid="line-saving">
            {saving.name} <span className="text-nowrap">−{formatPrice(saving.amount)}</span>
          </p>
        ))}
      </div>
      <div className="cart-line__controls">
        <QuantityStepper
          value={line.cantidad}
          label={line.name}
          onDecrement={() => deleteOne(line)}
          onIncrement={() => add(line)}
          canIncrement={line.cantidad < CART_LINE_MAX_QUANTITY}
        />
        <span className="cart-line__total">{formatPrice(line.price * line.cantidad)}</span>
        <button
          type="button"
          className="cart-line__delete"
          onClick={() => deleteProduct(line)}
          aria-label={`Eliminar ${line.name} del carrito`}
        >
          <FaTrashAlt aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
