import type { ProductCategory, SortOrder } from '@burgers/domain/constants';
import type { HoursRange } from '@burgers/domain/store-week';
import type { Coupon, Product, Review } from '@burgers/domain/types';

/**
 * What the web app's server entry (apps/web/src/entry-server.tsx, built to dist/ssr) exports and
 * expects; the two sides meet only through this shape.
 */
export interface PageDataSource {
  products(filters: {
    category: ProductCategory | null;
    order: SortOrder | null;
    name: string;
    isVeggie: boolean;
    sinTacc?: boolean;
  }): Promise<Product[] | undefined>;
  product(id: number): Promise<Product | undefined>;
  coupons(): Promise<Coupon[]>;
  reviews(): Promise<Review[]>;
  storeHours(): Promise<HoursRange[]>;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  head: string;
  data: string;
  modules: string[];
}

export interface WebRenderer {
  render(url: string, source: PageDataSource, publicUrl: string): Promise<RenderedPage | null>;
}

export function isWebRenderer(value: unknown): value is WebRenderer {
  return typeof value === 'object' && value !== null && 'render' in value && typeof value.render === 'function';
}
