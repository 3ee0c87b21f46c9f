import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { SellingWindowView } from '@burgers/domain/schemas/promotion-response';
import type { Product } from '@burgers/domain/types';
import { windowsText } from '@burgers/domain/week-windows';
import { errorText } from '#api/client';
import { successAlert } from '#lib/alerts';
import { useSaveSellingWindows } from './api/promotions';
import { DaysAndTimes } from './DaysAndTimes';
import { CATEGORY_LABELS } from './promotion-form-values';

interface Row {
  key: number;
  /** `p:12` for a product, `c:combos` for a category. */
  target: string;
  days: number[];
  from: string;
  to: string;
}

let nextKey = 1;
const toRow = (window: SellingWindowView): Row => ({
  key: nextKey++,
  target: window.productId !== null ? `p:${window.productId}` : `c:${window.category ?? ''}`,
  days: window.days,
  from: window.from,
  to: window.to,
});

/** When each product or whole category is on sale (`Menú ejecutivo` only at lunch); saved as one list. */
export function SellingWindowsEditor({
  saved,
  products,
}: {
  saved: readonly SellingWindowView[];
  products: readonly Product[];
}) {
  const [rows, setRows] = useState<Row[]>(() => saved.map(toRow));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSellingWindows();
  const update = (key: number, change: Partial<Row>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const windows = rows.map((row) => ({
      productId: row.target.startsWith('p:') ? Number(row.target.slice(2)) : null,
      category: row.target.startsWith('c:') ? (row.target.slice(2) as 'combos') : null,
      days: row.days,
      from: row.from.trim(),
      to: row.to.trim(),
    }));
    save.mutate(
      { windows },
      {
        onSuccess: (list) => {
          setRows(list.map(toRow));
          void successAlert('Horarios de venta guardados');
        },
        onError: (failure) => setError(errorText(failure, 'No se pudieron guardar los horarios de venta')),
      },
    );
  };

  return (
    <Form onSubmit={submit} noValidate className="d-grid gap-3" aria-label="Horarios de venta">
      {rows.length === 0 && (
        <p className="text-body-secondary mb-0">Todos los productos se venden en todo el horario del local.</p>
      )}
      {rows.map((row) => (
        <div key={row.key} className="card">
          <div className="card-body d-grid gap-2">
            <Form.Group controlId={`window-target-${row.key}`}>
              <Form.Label className="small mb-0">Producto o categoría</Form.Label>
              <Form.Select value={row.target} onChange={(event) => update(row.key, { target: event.target.value })}>
                {Object.entries(CATEGORY_LABELS).map(([category, label]) => (
                  <option key={category} value={`c:${category}`}>
                    Categoría: {label}
                  </option>
                ))}
                {products.map((product) => (
                  <option key={product.id} value={`p:${product.id}`}>
                    {product.name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <DaysAndTimes
              idPrefix={`window-${row.key}`}
              days={row.days}
              from={row.from}
              to={row.to}
              onChange={(change) => update(row.key, change)}
            />
            <div className="d-flex justify-content-between align-items-center gap-2">
              <span className="small text-body-secondary">Disponible {windowsText([row])}</span>
              <Button
                size="sm"
                variant="outline-danger"
                onClick={() => setRows((all) => all.filter((one) => one.key !== row.key))}
              >
                Quitar
              </Button>
            </div>
          </div>
        </div>
      ))}
      {error && (
        <p className="alert alert-danger mb-0" role="alert">
          {error}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button
          variant="outline-primary"
          onClick={() =>
            setRows((all) => [
              ...all,
              {
                key: nextKey++,
                target: products[0] ? `p:${products[0].id}` : 'c:combos',
                days: [1, 2, 3, 4, 5],
                from: '12:00',
                to: '16:00',
              },
            ])
          }
        >
          Agregar horario de venta
        </Button>
        <Button type="submit" disabled={save.isPending}>
          Guardar horarios de venta
        </Button>
      </div>
    </Form>
  );
}
