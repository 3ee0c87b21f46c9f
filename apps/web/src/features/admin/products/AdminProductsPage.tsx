import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, ButtonGroup } from 'react-bootstrap';
import { FaPlus } from 'react-icons/fa';
import { ADMIN_PRODUCTS_PAGE_SIZE, type ProductType } from '@burgers/domain/constants';
import type { Product } from '@burgers/domain/types';
import { errorText } from '#api/client';
import { EmptyState } from '#components/EmptyState';
import { PageHeader } from '#components/PageHeader';
import { PageLoader } from '#components/PageLoader';
import { Pager } from '#components/Pager';
import { confirmAlert, errorAlert, toast } from '#lib/alerts';
import { AdminProductCard } from './AdminProductCard';
import { AdminProductFilters } from './AdminProductFilters';
import { adminProductsQuery, useSetProductActive } from './api/admin-products';
import { CreateProductModal } from './CreateProductModal';
import { PRODUCTS_TEXT } from './messages';
import { ProductsTable } from './ProductsTable';
import './admin-products.scss';

/** Lowercase without accents, so 'clasica' finds 'Clásica'. */
const searchKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** /adminproducts: every product, active or not, with filters, search and 8 per page (docs/product/admin.md#products). */
export default function AdminProductsPage() {
  const { data: products, isPending } = useQuery(adminProductsQuery);
  const setActive = useSetProductActive();
  const [category, setCategory] = useState<ProductType | null>(null);
  const [search, setSearch] = useState('');
  const [requestedPage, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [view, setView] = useState<'cards' | 'table'>('cards');

  const key = searchKey(search);
  const shown = (products ?? []).filter(
    (product) =>
      (category === null || product.type === category) && (key === '' || searchKey(product.name).includes(key)),
  );
  const pageCount = Math.max(1, Math.ceil(shown.length / ADMIN_PRODUCTS_PAGE_SIZE));
  const page = Math.min(requestedPage, pageCount);
  const visible = shown.slice((page - 1) * ADMIN_PRODUCTS_PAGE_SIZE, page * ADMIN_PRODUCTS_PAGE_SIZE);

  // Any filter change starts again from the first page, as the menu does (docs/product/admin.md#products).
  const changeCategory = (next: ProductType | null) => {
    setCategory(next);
    setPage(1);
  };
  const changeSearch = (next: string) => {
    setSearch(next);
    setPage(1);
  };

  const onSetActive = async (product: Product, active: boolean) => {
    if (!active) {
      const confirmed = await confirmAlert(
        PRODUCTS_TEXT.deactivateConfirmTitle,
        PRODUCTS_TEXT.deactivateConfirmText,
        PRODUCTS_TEXT.deactivate,
      );
      if (!confirmed) return;
    }
    setActive.mutate(
      { type: product.type, id: product.id, active },
      {
        onSuccess: () => void toast(active ? PRODUCTS_TEXT.restored : PRODUCTS_TEXT.deactivated),
        onError: (error) => void errorAlert(errorText(error, PRODUCTS_TEXT.actionFailed)),
      },
    );
  };

  return (
    <>
      <PageHeader
        kicker={PRODUCTS_TEXT.listKicker}
        title={PRODUCTS_TEXT.listTitle}
        subtitle={PRODUCTS_TEXT.listSubtitle}
      >
        <Button variant="primary" className="mt-3" onClick={() => setCreating(true)}>
          <FaPlus aria-hidden="true" className="me-2" />
          {PRODUCTS_TEXT.createButton}
        </Button>
      </PageHeader>
      <div className="container admin-products-page">
        <AdminProductFilters category={category} search={search} onCategory={changeCategory} onSearch={changeSearch} />
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
          <p className="admin-products-page__count" aria-live="polite">
            {products && shown.length > 0 && `${shown.length} ${shown.length === 1 ? 'producto' : 'productos'}`}
          </p>
          <ButtonGroup aria-label="Vista de la lista" size="sm">
            <Button
              variant={view === 'cards' ? 'secondary' : 'outline-secondary'}
              aria-pressed={view === 'cards'}
              onClick={() => setView('cards')}
            >
              Tarjetas
            </Button>
            <Button
              variant={view === 'table' ? 'secondary' : 'outline-secondary'}
              aria-pressed={view === 'table'}
              onClick={() => setView('table')}
            >
              Tabla
            </Button>
          </ButtonGroup>
        </div>
        {isPending ? (
          <PageLoader />
        ) : shown.length === 0 ? (
          <EmptyState title={PRODUCTS_TEXT.noResultsTitle} text={PRODUCTS_TEXT.noResultsText} />
        ) : view === 'table' ? (
          <ProductsTable products={visible} />
        ) : (
          <ul className="admin-products-grid">
            {visible.map((product) => (
              <li key={product.id}>
                <AdminProductCard
                  product={product}
                  busy={setActive.isPending && setActive.variables.id === product.id}
                  onSetActive={(target, active) => void onSetActive(target, active)}
                />
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} pageCount={pageCount} onChange={setPage} label={PRODUCTS_TEXT.pagerLabel} />
      </div>
      <CreateProductModal show={creating} onHide={() => setCreating(false)} />
    </>
  );
}
