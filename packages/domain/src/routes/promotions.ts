import { route } from './define';
import { promotionSchema, sellingWindowsSchema } from '../schemas/promotion';
import { promotionResponse, sellingWindowResponse } from '../schemas/promotion-response';
import { idParams } from '../schemas/route-params';
import { z } from '../schemas/zod';

/** Promotions and selling windows (docs/product/promotions.md): anyone reads them, the admin edits. */
export const promotionsRoutes = {
  list: route({ method: 'GET', path: '/promotions', response: { 200: z.array(promotionResponse) } }),
  adminList: route({ method: 'GET', path: '/admin/promotions', response: { 200: z.array(promotionResponse) } }),
  create: route({
    method: 'POST',
    path: '/admin/promotions',
    body: promotionSchema,
    response: { 201: promotionResponse },
  }),
  update: route({
    method: 'PUT',
    path: '/admin/promotions/:id',
    params: idParams(),
    body: promotionSchema,
    response: { 200: promotionResponse },
  }),
  remove: route({
    method: 'DELETE',
    path: '/admin/promotions/:id',
    params: idParams(),
    response: { 200: promotionResponse },
  }),
  sellingWindows: route({ method: 'GET', path: '/selling-windows', response: { 200: z.array(sellingWindowResponse) } }),
  saveSellingWindows: route({
    method: 'PUT',
    path: '/admin/selling-windows',
    body: sellingWindowsSchema,
    response: { 200: z.array(sellingWindowResponse) },
  }),
};
