import type { PageDataSource } from '@burgers/domain/page-rendering';
import type { AppContext } from '#context';
import * as coupons from '../coupons/service';
import * as products from '../products/service';
import * as reviews from '../reviews/service';
import { storeHours } from '../store/service';

/** The API refuses longer searches; the page then renders without the menu and the browser asks. */
const MAX_SEARCH = 100;

/** The server-rendered pages read the same answers the public API gives every visitor. */
export function pageDataSource(ctx: AppContext): PageDataSource {
  const { db } = ctx;
  return {
    async products({ category, order, name, isVeggie, sinTacc }) {
      const search = name.trim();
      if (search.length > MAX_SEARCH) return undefined;
      const filter = { isVeggie, isDeleted: false, addBase: false, addIngredient: false };
      const menu = await products.listCatalogue(db, {
        ...filter,
        ...(category ? { category } : {}),
        ...(order ? { order } : {}),
        ...(search ? { name: search } : {}),
        ...(sinTacc ? { tag: 'sinTacc' as const } : {}),
      });
      return menu.products;
    },
    product: (id) => products.findActiveProduct(db, id),
    coupons: () => coupons.listCoupons(db),
    reviews: () => reviews.listReviews(ctx),
    storeHours: () => storeHours(ctx),
  };
}
