import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { formatPrice } from '@burgers/domain/pricing';
import type { Product } from '@burgers/domain/types';
import { errorText } from '#api/client';
import { TYPE_LABELS } from '#components/product-summary';
import { ownStockMark, StockToggle } from '#components/StockToggle';
import { errorAlert, toast } from '#lib/alerts';
import { pathTo } from '#lib/paths';
import { useUpdatePrice } from './api/admin-products';
import { PRODUCTS_TEXT } from './messages';

/** The price cell: shows the price, edits it in place (Enter saves, Escape cancels). */
function PriceCell({ product }: { product: Product }) {
  const [draft, setDraft] = useState<string | null>(null);
  const save = useUpdatePrice();

  const commit = () => {
    if (draft === null) return;
    save.mutate(
      { product, price: draft.trim() },
      {
        onSuccess: () => {
          setDraft(null);
          void toast('Precio actualizado');
        },
        onError: (error) => void errorAlert(errorText(error, 'No se pudo guardar el precio')),
      },
    );
  };

  if (draft === null) {
    return (
      <Button
        variant="link"
        className="p-0 text-decoration-none"
        onClick={() => setDraft(String(product.price))}
        aria-label={`Editar el precio de ${product.name}: ${formatPrice(product.price)}`}
      >
        {formatPrice(product.price)}
      </Button>
    );
  }
  return (
    <Form
      className="d-flex gap-1 products-table__price-form"
      onSubmit={(event) => {
        event.preventDefault();
        commit();
      }}
    >
      <Form.Control
        size="sm"
        value={draft}
        autoFocus
        inputMode="decimal"
        aria-label={`Nuevo precio de ${product.name}`}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
        }}
        disabled={save.isPending}
      />
      <Button type="submit" size="sm" disabled={save.isPending}>
        Guardar
      </Button>
    </Form>
  );
}

/** The compact view of /adminproducts: name, type, price (editable), stock and state, one row each. */
export function ProductsTable({ products }: { products: readonly Product[] }) {
  return (
    <div className="table-responsive">
      <table className="table align-middle products-table">
        <thead>
          <tr>
            <th scope="col">Nombre</th>
            <th scope="col">Tipo</th>
            <th scope="col">Precio</th>
            <th scope="col">Stock</th>
            <th scope="col">Estado</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id}>
              <th scope="row">
                <Link to={pathTo.adminEditProduct(product.id)}>{product.name}</Link>
              </th>
              <td>{TYPE_LABELS[product.type]}</td>
              <td>
                <PriceCell product={product} />
              </td>
              <td>
                <StockToggle id={product.id} name={product.name} inStock={ownStockMark(product)} />
              </td>
              <td>{product.deletedAt === null ? PRODUCTS_TEXT.active : PRODUCTS_TEXT.inactive}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
