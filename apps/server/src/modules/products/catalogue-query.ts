import { z } from 'zod';
import { PRODUCT_CATEGORIES, SORT_ORDERS } from '@burgers/domain/constants';
import { DIETARY_TAGS, OPTION_MSG } from '@burgers/domain/options';
import { messages } from '#messages';
import { searchKey } from './service';

/** The web app sends empty parameters for unset filters (`?category=&order=`): they mean "no filter". */
const MAX_PAGE_SIZE = 100;

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

const queryFlag = z.preprocess(
  blankAsMissing,
  z
    .enum(['true', 'false', '1', '0'], { error: messages.productFilterInvalid })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
);

export const catalogueQuery = z.object({
  category: z.preprocess(
    blankAsMissing,
    z.enum(PRODUCT_CATEGORIES, { error: messages.productCategoryInvalid }).optional(),
  ),
  order: z.preprocess(blankAsMissing, z.enum(SORT_ORDERS, { error: messages.productOrderInvalid }).optional()),
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
      .number({ error: messages.productLimitInvalid })
      .int({ error: messages.productLimitInvalid })
      .min(1, { error: messages.productLimitInvalid })
      .max(MAX_PAGE_SIZE, { error: messages.productLimitInvalid })
      .optional(),
  ),
  /** Where the page starts: the `next-cursor` header of the previous page. */
  cursor: z.preprocess(blankAsMissing, z.string().max(200).optional()),
});

export type CatalogueQuery = z.output<typeof catalogueQuery>;

/** The same answer for the same filters, however the query string spells them. */
export function catalogueKey(query: CatalogueQuery): string {
  return JSON.stringify([
    query.category ?? '',
    query.order ?? '',
    query.name ? searchKey(query.name) : '',
    query.isVeggie,
    query.tag ?? '',
    query.addBase,
    query.addIngredient,
  ]);
}
