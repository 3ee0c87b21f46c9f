import { route } from './define';
import { MSG } from '../messages';
import { REQUEST_MSG } from '../request-messages';
import { favoritesResponse } from '../schemas/favorites-response';
import { idFieldWith, idList } from '../schemas/fields';
import { z } from '../schemas/zod';

const params = z.object({ userId: idFieldWith(MSG.userIdInvalid) });

/** A customer's favourite products, in their order. */
export const favoritesRoutes = {
  get: route({ method: 'GET', path: '/users/favorites/:userId', params, response: { 200: favoritesResponse } }),
  save: route({
    method: 'PUT',
    path: '/users/favorites/:userId',
    params,
    body: z.object({ favoritesList: idList(REQUEST_MSG.favoritesInvalid) }),
    response: { 200: favoritesResponse },
  }),
};
