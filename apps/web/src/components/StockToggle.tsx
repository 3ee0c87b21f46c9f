import { Form } from 'react-bootstrap';
import { errorText } from '../api/client';
import { useSetStock } from '../api/stock';
import { errorAlert } from '../lib/alerts';

/** One tap: `Sin stock` on, and back. The accessible name says which product. */
export function StockToggle({ id, name, inStock }: { id: number; name: string; inStock: boolean }) {
  const setStock = useSetStock();
  return (
    <Form.Check
      type="switch"
      id={`stock-${id}`}
      label="Sin stock"
      aria-label={`${name}: sin stock`}
      checked={!inStock}
      disabled={setStock.isPending}
      onChange={(event) =>
        setStock.mutate(
          { id, inStock: !event.currentTarget.checked },
          { onError: (error) => void errorAlert(errorText(error, 'No se pudo cambiar el stock')) },
        )
      }
    />
  );
}
