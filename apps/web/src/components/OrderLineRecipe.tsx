import type { Order } from '@burgers/domain/types';

type OrderLine = Order['lines'][number];

/** A paid custom burger's recipe, base first, as the receipt and the kitchen card list it. */
export function OrderLineRecipe({ line, className }: { line: OrderLine; className: string }) {
  if (!line.base) return null;
  return (
    <ul className={className}>
      <li>{line.base}</li>
      {line.ingredients.map((ingredient) => (
        <li key={ingredient.name}>
          {ingredient.name}
          {ingredient.quantity > 1 ? ` × ${ingredient.quantity}` : ''}
        </li>
      ))}
    </ul>
  );
}
