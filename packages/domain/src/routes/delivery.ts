import { route } from './define';
import { MSG } from '../messages';
import { deliverySettingsSchema, riderPositionSchema, savedAddressSchema, zonesBodySchema } from '../schemas/delivery';
import {
  deliverySettingsResponseSchema,
  riderChoiceResponse,
  savedAddressResponse,
  zonesResponseSchema,
} from '../schemas/delivery-response';
import { idFieldWith } from '../schemas/fields';
import { purchaseIdParams } from '../schemas/order-request';
import { orderSchema } from '../schemas/order-response';
import { idParams } from '../schemas/route-params';
import { z } from '../schemas/zod';

const userParams = idParams(MSG.userIdInvalid);

/** Delivery: zones and settings, customers' saved addresses, and the riders' dispatch. */
export const deliveryRoutes = {
  zones: route({ method: 'GET', path: '/delivery/zones', response: { 200: zonesResponseSchema } }),
  adminZones: route({ method: 'GET', path: '/admin/delivery/zones', response: { 200: zonesResponseSchema } }),
  saveZones: route({
    method: 'PUT',
    path: '/admin/delivery/zones',
    body: zonesBodySchema,
    response: { 200: zonesResponseSchema },
  }),
  settings: route({
    method: 'GET',
    path: '/admin/delivery/settings',
    response: { 200: deliverySettingsResponseSchema },
  }),
  saveSettings: route({
    method: 'PUT',
    path: '/admin/delivery/settings',
    body: deliverySettingsSchema,
    response: { 200: deliverySettingsResponseSchema },
  }),
  addresses: route({
    method: 'GET',
    path: '/users/:id/addresses',
    params: userParams,
    response: { 200: z.array(savedAddressResponse) },
  }),
  saveAddress: route({
    method: 'POST',
    path: '/users/:id/addresses',
    params: userParams,
    body: savedAddressSchema,
    response: { 201: savedAddressResponse },
  }),
  removeAddress: route({
    method: 'DELETE',
    path: '/users/:id/addresses/:addressId',
    params: userParams.extend({ addressId: idFieldWith(MSG.inputInvalid) }),
    response: { 204: z.null() },
  }),
  riders: route({ method: 'GET', path: '/delivery/riders', response: { 200: z.array(riderChoiceResponse) } }),
  riderOrders: route({ method: 'GET', path: '/delivery/rider/orders', response: { 200: z.array(orderSchema) } }),
  assignRider: route({
    method: 'PUT',
    path: '/orders/:purchaseId/rider',
    params: purchaseIdParams,
    body: z.object({ riderId: idFieldWith(MSG.inputInvalid) }),
    response: { 200: orderSchema },
  }),
  position: route({
    method: 'PUT',
    path: '/orders/:purchaseId/position',
    params: purchaseIdParams,
    body: riderPositionSchema,
    response: { 204: z.null() },
  }),
};
