import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MenuFilters } from '@burgers/domain/page-rendering';
import { productsPaths } from '@burgers/domain/routes/products-paths';
import { callApi } from '#api/client';
import { queryKeys } from '#api/query-keys';

/** The menu's filters: the same shape the server renders the menu with. */
export type MenuQuery = MenuFilters;

/** GET /products with the menu's filters; the server filters and sorts, the page paginates. */
export const productsQuery = (filters: MenuQuery) =>
  queryOptions({
    queryKey: queryKeys.products.menu(filters),
    queryFn: ({ signal }) =>
      callApi(productsPaths.list, {
        signal,
        query: {
          category: filters.category ?? undefined,
          order: filters.order ?? undefined,
          name: filters.name.trim() || undefined,
          isVeggie: filters.isVeggie ? true : undefined,
          tag: filters.sinTacc ? 'sinTacc' : undefined,
        },
      }),
    // Keep the current cards while the next filter's answer arrives, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
