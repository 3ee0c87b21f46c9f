import type { BuilderState } from '@burgers/domain/builder';
import { formatPrice } from '@burgers/domain/pricing';
import { BsCartPlus } from '#components/icons/BsCartPlus';
import { FaLeaf } from '#components/icons/FaLeaf';

interface BuilderSummaryProps {
  state: BuilderState;
  price: number;
  veggie: boolean;
  onCreate(): void;
  onReset(): void;
}

/** The running ticket: base, ingredients, price, and the button that sends the burger to the cart. */
export function BuilderSummary({ state, price, veggie, onCreate, onReset }: BuilderSummaryProps) {
  const empty = state.base === null && state.ingredients.length === 0;
  return (
    <aside className="builder-summary" aria-labelledby="builder-summary-title">
      <h2 id="builder-summary-title" className="builder-summary__title">
        Tu burger
      </h2>
      {veggie && (
        <p className="builder-summary__veggie">
          <FaLeaf aria-hidden="true" className="me-1" /> Vegetariana
        </p>
      )}
      <ul className="builder-summary__lines">
        <li>
          <span>{state.base ? state.base.name : 'Sin base elegida'}</span>
          <span>{state.base ? formatPrice(state.base.price) : '-'}</span>
        </li>
        {state.ingredients.map((ingredient) => (
          <li key={ingredient.id}>
            <span>
              {ingredient.name}
              {ingredient.quantity > 1 && ` x${ingredient.quantity}`}
            </span>
            <span>{formatPrice(ingredient.price * ingredient.quantity)}</span>
          </li>
        ))}
      </ul>
      <p className="builder-summary__total" aria-live="polite">
        <span>Total</span>
        <span className="builder-summary__price">{formatPrice(price)}</span>
      </p>
      <button type="button" className="btn btn-primary btn-lg w-100 builder-summary__create" onClick={onCreate}>
        <BsCartPlus aria-hidden="true" className="me-2" />
        Agregar al carrito
      </button>
      <button
        type="button"
        className="btn btn-link w-100 mt-1 builder-summary__reset"
        onClick={onReset}
        disabled={empty}
      >
        Empezar de nuevo
      </button>
    </aside>
  );
}
