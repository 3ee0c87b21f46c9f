import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProductCategory, SortOrder } from '@burgers/domain/constants';
import type { Product } from '@burgers/domain/types';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export interface MenuQuery {
  category: ProductCategory | null;
  order: SortOrder | null;
  name: string;
  isVeggie: boolean;
  /** Only what a celiac customer can eat (tag=sinTacc, also through an option such as "Pan sin TACC"). */
  sinTacc?: boolean;
}

/** GET /products with the menu's filters; the server filters and sorts, the page paginates. */
export const productsQuery = (filters: MenuQuery) =>
  queryOptions({
    queryKey: queryKeys.products.menu(filters),
    queryFn: ({ signal }) =>
      api<Product[]>('/products', {
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
