/** GET and PUT /api/users/favorites/:userId: the product ids the user marked, in order. */
import { z } from './zod';

export const favoritesResponse = z.object({ favoritesList: z.array(z.number().int()) });
