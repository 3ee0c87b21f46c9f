import { useQuery } from '@tanstack/react-query';
import { MSG } from '@burgers/domain/messages';
import { stockListQuery } from '#api/stock';
import { TYPE_LABELS } from '#components/product-summary';
import { ownStockMark, StockToggle } from '#components/StockToggle';

/** The kitchen's compact list: mark what ran out, sold-out first so it is easy to bring back. */
export function StockList() {
  const { data, isPending } = useQuery(stockListQuery);
  const products = [...(data ?? [])].sort(
    (a, b) => Number(a.inStock) - Number(b.inStock) || a.name.localeCompare(b.name, 'es'),
  );
  const outCount = products.filter((product) => !product.inStock).length;
  return (
    <section className="stock-list card" aria-labelledby="stock-list-title">
      <div className="card-body">
        <h2 id="stock-list-title" className="h4 mb-1">
          Stock
        </h2>
        <p className="small text-body-secondary mb-3">
          {isPending ? '…' : outCount === 0 ? 'Todo en stock.' : `${outCount} sin stock.`} Lo que marques sin stock
          sigue en el menú, pero no se puede pedir.
        </p>
        <ul className="list-unstyled mb-0 stock-list__items">
          {products.map((product) => (
            <li
              key={product.id}
              className={`stock-list__item ${product.inStock ? '' : 'stock-list__item--out'}`.trim()}
            >
              <span className="stock-list__name">
                {product.name} <small className="text-body-secondary">· {TYPE_LABELS[product.type]}</small>
                {product.missingParts && (
                  <small className="d-block text-danger">
                    {MSG.productMissingParts.replace('{partes}', product.missingParts.join(', '))}
                  </small>
                )}
              </span>
              <StockToggle id={product.id} name={product.name} inStock={ownStockMark(product)} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
