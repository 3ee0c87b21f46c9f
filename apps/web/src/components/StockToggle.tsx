import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { errorText } from '#api/client';
import { useSetStock } from '#api/stock';
import { errorAlert } from '#lib/alerts';

/**
 * The product's own mark, which the toggle flips: a product marked in stock whose part ran out
 * answers `inStock: false` with the parts in `missingParts`, and its own mark is still on.
 */
export function ownStockMark(product: { inStock: boolean; missingParts?: string[] }): boolean {
  return product.inStock || (product.missingParts?.length ?? 0) > 0;
}

/** One tap: `Sin stock` on, and back. The accessible name says which product. */
export function StockToggle({ id, name, inStock }: { id: number; name: string; inStock: boolean }) {
  const setStock = useSetStock();
  // The new position shows at once and stays until the lists have reloaded (or the change failed).
  const [pending, setPending] = useState<boolean | null>(null);
  const soldOut = pending ?? !inStock;
  return (
    <Form.Check
      type="switch"
      role="switch"
      id={`stock-${id}`}
      label="Sin stock"
      aria-label={`${name}: sin stock`}
      checked={soldOut}
      onChange={(event) => {
        if (pending !== null) return;
        const markSoldOut = event.currentTarget.checked;
        setPending(markSoldOut);
        setStock.mutate(
          { id, inStock: !markSoldOut },
          {
            onError: (error) => void errorAlert(errorText(error, 'No se pudo cambiar el stock')),
            onSettled: () => setPending(null),
          },
        );
      }}
    />
  );
}
