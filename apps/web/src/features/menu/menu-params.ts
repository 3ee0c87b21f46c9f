import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PRODUCT_CATEGORIES, SORT_ORDERS, type ProductCategory, type SortOrder } from '@burgers/domain/constants';
import type { MenuQuery } from './api/products';

/**
 * The menu's filters live in the address (?category=burgers&veggie=true&order=desc&q=bacon&page=2), so the
 * home page's category cards can open the menu on a category and the back button restores a search.
 */
export interface MenuParams extends MenuQuery {
  page: number;
}

const isCategory = (value: string | null): value is ProductCategory =>
  value !== null && (PRODUCT_CATEGORIES as readonly string[]).includes(value);
const isOrder = (value: string | null): value is SortOrder =>
  value !== null && (SORT_ORDERS as readonly string[]).includes(value);

/**
 * The query parameters readMenuParams reads (menu-params.test.ts keeps the two together), in the
 * order the server keeps a rendered menu's address in (WebRenderer.pageAddress): any other
 * parameter (utm_source...) shows the same menu.
 */
export const MENU_PARAMS = ['category', 'order', 'q', 'veggie', 'sinTacc', 'page'] as const;

/** The filters an address asks for; the server reads them the same way to render the menu it sends. */
export function readMenuParams(params: URLSearchParams): MenuParams {
  const category = params.get('category');
  const order = params.get('order');
  const page = Number(params.get('page'));
  return {
    category: isCategory(category) ? category : null,
    order: isOrder(order) ? order : null,
    name: params.get('q') ?? '',
    isVeggie: params.get('veggie') === 'true',
    // Present only when on, so the menu's query key (and the server-rendered one) stays as before.
    ...(params.get('sinTacc') === 'true' ? { sinTacc: true } : {}),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function useMenuParams() {
  const [params, setParams] = useSearchParams();
  const current = readMenuParams(params);

  /** Any filter change goes back to page 1 (docs/product/storefront.md#menu). */
  const setFilter = useCallback(
    (key: 'category' | 'order' | 'q' | 'veggie' | 'sinTacc', value: string | null) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const setPage = useCallback(
    (value: number) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value <= 1) next.delete('page');
        else next.set('page', String(value));
        return next;
      });
    },
    [setParams],
  );

  return { params: current, setFilter, setPage };
}
