import { pesosText } from '@burgers/domain/counter';
import type { Product } from '@burgers/domain/types';
import { COUNTER_TEXT } from './messages';

export interface CounterLine {
  product: Product;
  quantity: number;
  note: string;
  /** The options of a repeated line, sent back as they were chosen. */
  options?: number[];
}

interface CounterCartProps {
  lines: readonly CounterLine[];
  onQuantity: (productId: number, quantity: number) => void;
  onNote: (productId: number, note: string) => void;
}

/** The order being taken: big +/- for one thumb, a note per item; the server prices it when sent. */
export function CounterCart({ lines, onQuantity, onNote }: CounterCartProps) {
  const total = lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  return (
    <section className="counter-cart" aria-labelledby="counter-cart-title">
      <h2 id="counter-cart-title" className="h5">
        {COUNTER_TEXT.cart}
      </h2>
      {lines.length === 0 ? (
        <p className="text-body-secondary">{COUNTER_TEXT.emptyCart}</p>
      ) : (
        <ul className="list-unstyled mb-2" data-testid="counter-cart">
          {lines.map((line) => (
            <li key={line.product.id} className="counter-cart__line">
              <div className="d-flex align-items-center gap-2">
                <button
                  type="button"
                  className="btn btn-outline-secondary counter-cart__step"
                  aria-label={COUNTER_TEXT.less(line.product.name)}
                  onClick={() => onQuantity(line.product.id, line.quantity - 1)}
                >
                  −
                </button>
                <span className="fw-bold" aria-live="polite">
                  {line.quantity}
                </span>
                <button
                  type="button"
                  className="btn btn-outline-secondary counter-cart__step"
                  aria-label={COUNTER_TEXT.more(line.product.name)}
                  onClick={() => onQuantity(line.product.id, line.quantity + 1)}
                >
                  +
                </button>
                <span className="flex-grow-1">{line.product.name}</span>
                <span className="text-nowrap">{pesosText(line.product.price * line.quantity)}</span>
              </div>
              <input
                type="text"
                className="form-control form-control-sm mt-1"
                placeholder={COUNTER_TEXT.itemNote(line.product.name)}
                aria-label={COUNTER_TEXT.itemNote(line.product.name)}
                maxLength={100}
                value={line.note}
                onChange={(event) => onNote(line.product.id, event.target.value)}
              />
            </li>
          ))}
        </ul>
      )}
      <p className="d-flex justify-content-between fw-bold fs-5 mb-0">
        <span>{COUNTER_TEXT.total}</span>
        <span data-testid="counter-total">{pesosText(total)}</span>
      </p>
    </section>
  );
}
