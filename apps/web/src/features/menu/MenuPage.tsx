import { useQuery } from '@tanstack/react-query';
import { Suspense, useRef } from 'react';
import { MENU_PAGE_SIZE } from '@burgers/domain/constants';
import type { Product } from '@burgers/domain/types';
import { EmptyState } from '#components/EmptyState';
import { PageHeader } from '#components/PageHeader';
import { PageLoader } from '#components/PageLoader';
import { Pager } from '#components/Pager';
import { ProductCard } from '#components/ProductCard';
import { PAGE_TITLES, usePageTitle } from '#lib/page-title';
import { productsQuery } from './api/products';
import { useMenuParams } from './menu-params';
import { MenuFilters } from './MenuFilters';
import './menu.scss';

export const NO_RESULTS_TITLE = 'Resultado no encontrado';
export const NO_RESULTS_TEXT = 'No encontramos nada que coincida con tu búsqueda, volvé a intentarlo..';

const CATEGORY_ORDER: Product['type'][] = ['burgers', 'combos', 'fries', 'beverages'];

/** With no price order chosen, the menu reads like a menu: burgers first, drinks last. */
function byCategory(products: Product[]): Product[] {
  const rank = (product: Product) => {
    const index = CATEGORY_ORDER.indexOf(product.type);
    return index === -1 ? CATEGORY_ORDER.length : index;
  };
  return [...products].sort((a, b) => rank(a) - rank(b));
}

/** Cards in the first row on a wide screen: the page's largest paint is among them. */
const FIRST_ROW = 3;

export default function MenuPage() {
  usePageTitle(PAGE_TITLES.menu);
  const { params, setFilter, setPage } = useMenuParams();
  const { category, order, name, isVeggie, sinTacc } = params;
  const {
    data: products,
    isPending,
    isSuccess,
    isPlaceholderData,
  } = useQuery(productsQuery({ category, order, name, isVeggie, ...(sinTacc ? { sinTacc } : {}) }));
  const resultsRef = useRef<HTMLDivElement>(null);

  const all = order ? (products ?? []) : byCategory(products ?? []);
  const pageCount = Math.max(1, Math.ceil(all.length / MENU_PAGE_SIZE));
  const page = Math.min(params.page, pageCount);
  const visible = all.slice((page - 1) * MENU_PAGE_SIZE, page * MENU_PAGE_SIZE);

  const goToPage = (next: number) => {
    setPage(next);
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <PageHeader
        kicker="Nuestra carta"
        title="Menú"
        subtitle="Burgers a la parrilla, combos para compartir, papas y bebidas bien frías."
      />
      <div className="container menu-page">
        <MenuFilters params={params} setFilter={setFilter} />
        <div ref={resultsRef} className="menu-page__results">
          <p className="menu-page__count" aria-live="polite">
            {isSuccess && all.length > 0 && `${all.length} ${all.length === 1 ? 'producto' : 'productos'}`}
          </p>
          {isPending ? (
            // The grid's place while the menu loads, so the footer does not jump when it arrives.
            <PageLoader reserve />
          ) : isSuccess && all.length === 0 ? (
            <EmptyState title={NO_RESULTS_TITLE} text={NO_RESULTS_TEXT} />
          ) : (
            <ul className={`menu-grid ${isPlaceholderData ? 'is-updating' : ''}`.trim()}>
              {visible.map((product, index) => (
                <li key={product.id}>
                  {index < FIRST_ROW ? (
                    <ProductCard product={product} priority sinTacc={Boolean(sinTacc)} />
                  ) : (
                    // A boundary per card past the first row: React hydrates them apart, the touched one first.
                    <Suspense fallback={null}>
                      <ProductCard product={product} sinTacc={Boolean(sinTacc)} />
                    </Suspense>
                  )}
                </li>
              ))}
            </ul>
          )}
          <Pager page={page} pageCount={pageCount} onChange={goToPage} label="Páginas del menú" />
        </div>
      </div>
    </>
  );
}
