import type { ButtonHTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import { defaultChoice } from '@burgers/domain/option-basics';
import type { OptionGroup } from '@burgers/domain/types';
import { toast } from '#lib/alerts';
import { useHydrated } from '#lib/hydrated';
import { PATHS, pathTo } from '#lib/paths';
import { useCart, type CartProduct } from '#stores/cart';
import { BsCartPlus } from './icons/BsCartPlus';

export const PRODUCT_ADDED = 'Producto agregado exitosamente';
const PRODUCT_ADDED_MS = 800;

interface AddToCartButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children'> {
  /** A product with option groups goes in with its defaults (or, without enough, to its detail). */
  product: CartProduct & { optionGroups?: readonly OptionGroup[] };
  /** Visible text; the accessible name always says which product. */
  text?: string;
  /** Bootstrap's button look. */
  variant?: 'primary' | 'outline-primary';
  size?: 'sm' | 'lg';
}

/**
 * Adds one unit of a product to the cart and confirms it for 0.8 s (docs/product/messages.md#popups).
 * A plain button with Bootstrap's classes: react-bootstrap's would bring its controls' code (3.3 kB
 * gzip) to the menu's first load for a class name.
 */
export function AddToCartButton({
  product,
  text = 'Agregar',
  variant = 'primary',
  size,
  className = '',
  ...rest
}: AddToCartButtonProps) {
  const add = useCart((s) => s.add);
  const navigate = useNavigate();
  // In server-rendered markup the button works once the page's code has taken over.
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      {...rest}
      aria-disabled={hydrated ? undefined : true}
      className={`btn btn-${variant} ${size ? `btn-${size}` : ''} add-to-cart ${className}`.replace(/\s+/g, ' ').trim()}
      aria-label={`${text} ${product.name} al carrito`}
      onClick={() => {
        const groups = product.optionGroups ?? [];
        const options = groups.length > 0 ? defaultChoice(groups) : undefined;
        if (options === null) {
          // A required choice ("Elegí tu bebida") has no default: the customer makes it on the detail.
          void navigate(pathTo.product(product.id));
          return;
        }
        const price = (options ?? []).reduce((sum, option) => sum + option.price, product.price);
        // Free defaults are what the server takes for a line without options: the stored line stays
        // the plain one of docs/product/cart.md#the-cart, and only a choice that changes the price is written.
        const chosen = options?.some((option) => option.price > 0) ? options : undefined;
        add({
          id: product.id,
          name: product.name,
          price,
          imgUri: product.imgUri,
          isVeggie: product.isVeggie,
          ...(chosen && { options: chosen }),
        });
        void toast(PRODUCT_ADDED, PRODUCT_ADDED_MS, {
          label: 'Ver carrito',
          href: PATHS.cart,
          go: () => void navigate(PATHS.cart),
        });
      }}
    >
      <BsCartPlus aria-hidden="true" className="me-2" />
      {text}
    </button>
  );
}
