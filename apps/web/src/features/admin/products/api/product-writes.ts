import type { ProductType } from '@burgers/domain/constants';
import type { EndpointsOf } from '@burgers/domain/routes/define';
import type { ProductWriteRoutes } from '@burgers/domain/routes/products';
import {
  beveragesPaths,
  burgerBasePaths,
  burgersPaths,
  combosPaths,
  friesPaths,
  ingredientsPaths,
} from '@burgers/domain/routes/products-paths';

/**
 * Each product type's writes (POST and PUT /{type}, DELETE and POST /{type}/{id}), by type: typed as
 * any type's, since the admin's screens hold the type only at run time.
 */
export const productWritePaths: Record<ProductType, EndpointsOf<ProductWriteRoutes>> = {
  burgers: burgersPaths,
  fries: friesPaths,
  beverages: beveragesPaths,
  combos: combosPaths,
  burgerBase: burgerBasePaths,
  ingredients: ingredientsPaths,
};
