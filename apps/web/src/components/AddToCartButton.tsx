import { Button, type ButtonProps } from 'react-bootstrap';
import { BsCartPlus } from './icons/BsCartPlus';
import { useNavigate } from 'react-router';
import { toast } from '../lib/alerts';
import { useHydrated } from '../lib/hydrated';
import { useCart, type CartProduct } from '../stores/cart';

export const PRODUCT_ADDED = 'Producto agregado exitosamente';
const PRODUCT_ADDED_MS = 800;

interface AddToCartButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  product: CartProduct;
  /** Visible text; the accessible name always says which product. */
  text?: string;
}

/** Adds one unit of a product to the cart and confirms it for 0.8 s (docs/product/messages.md#popups). */
export function AddToCartButton({ product, text = 'Agregar', variant = 'primary', className = '', ...rest }: AddToCartButtonProps) {
  const add = useCart((s) => s.add);
  const navigate = useNavigate();
  // In server-rendered markup the button works once the page's code has taken over.
  const hydrated = useHydrated();
  return (
    <Button
      {...rest}
      aria-disabled={hydrated ? undefined : true}
      variant={variant}
      className={`add-to-cart ${className}`.trim()}
      aria-label={`${text} ${product.name} al carrito`}
      onClick={() => {
        add(product);
        void toast(PRODUCT_ADDED, PRODUCT_ADDED_MS, { label: 'Ver carrito', href: '/cart', go: () => void navigate('/cart') });
      }}
    >
      <BsCartPlus aria-hidden="true" className="me-2" />
      {text}
    </Button>
  );
}
