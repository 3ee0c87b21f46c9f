/** Every area's table, by area: the tests check the whole table with it (the apps import an area's file). */
import { authRoutes } from './auth';
import { checkoutRoutes } from './checkout';
import { deliveryRoutes } from './delivery';
import { favoritesRoutes } from './favorites';
import { loyaltyRoutes } from './loyalty';
import { ordersRoutes } from './orders';
import { pickupRoutes } from './pickup';
import { promotionsRoutes } from './promotions';
import { reviewsRoutes } from './reviews';

export const routeTables = {
  auth: authRoutes,
  checkout: checkoutRoutes,
  delivery: deliveryRoutes,
  favorites: favoritesRoutes,
  loyalty: loyaltyRoutes,
  orders: ordersRoutes,
  pickup: pickupRoutes,
  promotions: promotionsRoutes,
  reviews: reviewsRoutes,
};
