import { z } from './zod';
import { PRODUCT_CATEGORIES, SORT_ORDERS } from '../constants';
import { DIETARY_TAGS, OPTION_MSG } from '../options';
import { REQUEST_MSG } from '../request-messages';

/** The largest page GET /products gives. */
const MAX_PAGE_SIZE = 100;

/** The web app sends empty parameters for unset filters (`?category=&order=`): they mean "no filter". */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

const queryFlag = z.preprocess(
  blankAsMissing,
  z
    .enum(['true', 'false', '1', '0'], { error: REQUEST_MSG.productFilterInvalid })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
);

/** GET /products: the menu's filters, the admin's flags and the page. */
export const catalogueQuery = z.object({
  category: z.preprocess(
    blankAsMissing,
    z.enum(PRODUCT_CATEGORIES, { error: REQUEST_MSG.productCategoryInvalid }).optional(),
  ),
  order: z.preprocess(blankAsMissing, z.enum(SORT_ORDERS, { error: REQUEST_MSG.productOrderInvalid }).optional()),
  name: z.string().max(100).optional(),
  /** true: veggie products only; false or empty: no filter. */
  isVeggie: queryFlag,
  /** sinTacc, vegano or picante: products carrying that tag, themselves or through an option. */
  tag: z.preprocess(blankAsMissing, z.enum(DIETARY_TAGS, { error: OPTION_MSG.tagUnknown }).optional()),
  /** true (admins only): inactive products are listed too. */
  isDeleted: queryFlag,
  /** true: burger bases are listed too. */
  addBase: queryFlag,
  /** true: ingredients are listed too. */
  addIngredient: queryFlag,
  /** A page of at most this many products (the admin list, a menu that outgrows one answer). */
  limit: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: REQUEST_MSG.productLimitInvalid })
      .int({ error: REQUEST_MSG.productLimitInvalid })
      .min(1, { error: REQUEST_MSG.productLimitInvalid })
      .max(MAX_PAGE_SIZE, { error: REQUEST_MSG.productLimitInvalid })
      .optional(),
  ),
  /** Where the page starts: the `next-cursor` header of the previous page. */
  cursor: z.preprocess(blankAsMissing, z.string().max(200).optional()),
});

export type CatalogueQuery = z.output<typeof catalogueQuery>;
