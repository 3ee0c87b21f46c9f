import { route } from './define';
import { PRODUCT_TYPES, type ProductType } from '../constants';
import { MSG } from '../messages';
import { OPTION_MSG } from '../options';
import { REQUEST_MSG } from '../request-messages';
import { catalogueQuery } from '../schemas/catalogue-query';
import { burgerBaseResponse, ingredientResponse, productResponse } from '../schemas/product-response';
import { productSchemas, productUpdateSchemas } from '../schemas/products';
import { idParams } from '../schemas/route-params';
import { z } from '../schemas/zod';

const productIdParams = idParams(REQUEST_MSG.productIdInvalid);

/** PUT /products/:id/stock and /options/:id/stock: sold out, or back in stock. */
const stockBody = z.object({ inStock: z.boolean({ error: MSG.inputInvalid }) });

/** The catalogue: the menu and a product's detail for everyone, the builder's parts, the stock taps. */
export const productsRoutes = {
  list: route({
    method: 'GET',
    path: '/products',
    querystring: catalogueQuery,
    response: { 200: z.array(productResponse) },
  }),
  get: route({ method: 'GET', path: '/products/:id', params: productIdParams, response: { 200: productResponse } }),
  // Each list holds one type: its answer says which (the same fields the catalogue's union gives it).
  ingredients: route({ method: 'GET', path: '/ingredients', response: { 200: z.array(ingredientResponse) } }),
  burgerBases: route({ method: 'GET', path: '/burgerBase', response: { 200: z.array(burgerBaseResponse) } }),
  stock: route({
    method: 'PUT',
    path: '/products/:id/stock',
    params: productIdParams,
    body: stockBody,
    response: { 200: productResponse },
  }),
  optionStock: route({
    method: 'PUT',
    path: '/options/:id/stock',
    params: idParams(OPTION_MSG.optionNotFound),
    body: stockBody,
    response: { 200: productResponse },
  }),
};

/** The admin's writes of one product type: create, update, deactivate, restore. */
function writesOf<const Type extends ProductType>(type: Type) {
  return {
    create: route({
      method: 'POST',
      path: `/${type}`,
      body: productSchemas[type],
      response: { 201: productResponse },
    }),
    update: route({
      method: 'PUT',
      path: `/${type}`,
      body: productUpdateSchemas[type],
      response: { 200: productResponse },
    }),
    deactivate: route({
      method: 'DELETE',
      path: `/${type}/:id`,
      params: productIdParams,
      response: { 200: productResponse },
    }),
    restore: route({
      method: 'POST',
      path: `/${type}/:id`,
      params: productIdParams,
      response: { 200: productResponse },
    }),
  };
}

/** Any type's writes: what a caller that holds the type only at run time sees. */
export type ProductWriteRoutes = ReturnType<typeof writesOf<ProductType>>;

export const burgersRoutes = writesOf('burgers');
export const friesRoutes = writesOf('fries');
export const beveragesRoutes = writesOf('beverages');
export const combosRoutes = writesOf('combos');
export const burgerBaseRoutes = writesOf('burgerBase');
export const ingredientsRoutes = writesOf('ingredients');

/** Each product type's writes, by type (the server registers them in a loop, the admin calls by type). */
export const productWritesByType = {
  burgers: burgersRoutes,
  fries: friesRoutes,
  beverages: beveragesRoutes,
  combos: combosRoutes,
  burgerBase: burgerBaseRoutes,
  ingredients: ingredientsRoutes,
} satisfies Record<(typeof PRODUCT_TYPES)[number], unknown>;
