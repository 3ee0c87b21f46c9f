/** Every area's table, by area: the tests check the whole table with it (the apps import an area's file). */
import { authRoutes } from './auth';
import { backOfficeRoutes } from './back-office';
import { cashDeskRoutes } from './cash-desk';
import { checkoutRoutes } from './checkout';
import { counterRoutes } from './counter';
import { couponsRoutes } from './coupons';
import { deliveryRoutes } from './delivery';
import { deskRoutes } from './desk';
import { favoritesRoutes } from './favorites';
import { invoicingRoutes } from './invoicing';
import { loyaltyRoutes } from './loyalty';
import { newsletterRoutes } from './newsletter';
import { oidcRoutes } from './oidc';
import { ordersRoutes } from './orders';
import { pickupRoutes } from './pickup';
import { printingRoutes } from './printing';
import {
  beveragesRoutes,
  burgerBaseRoutes,
  burgersRoutes,
  combosRoutes,
  friesRoutes,
  ingredientsRoutes,
  productsRoutes,
} from './products';
import { promotionsRoutes } from './promotions';
import { pushRoutes } from './push';
import { reviewsRoutes } from './reviews';
import { storeRoutes } from './store';
import { uploadsRoutes } from './uploads';
import { usersRoutes } from './users';
import { whatsappRoutes } from './whatsapp';

export const routeTables = {
  auth: authRoutes,
  backOffice: backOfficeRoutes,
  cashDesk: cashDeskRoutes,
  checkout: checkoutRoutes,
  counter: counterRoutes,
  coupons: couponsRoutes,
  delivery: deliveryRoutes,
  desk: deskRoutes,
  favorites: favoritesRoutes,
  invoicing: invoicingRoutes,
  loyalty: loyaltyRoutes,
  newsletter: newsletterRoutes,
  oidc: oidcRoutes,
  orders: ordersRoutes,
  pickup: pickupRoutes,
  printing: printingRoutes,
  products: productsRoutes,
  burgers: burgersRoutes,
  fries: friesRoutes,
  beverages: beveragesRoutes,
  combos: combosRoutes,
  burgerBase: burgerBaseRoutes,
  ingredients: ingredientsRoutes,
  promotions: promotionsRoutes,
  push: pushRoutes,
  reviews: reviewsRoutes,
  store: storeRoutes,
  uploads: uploadsRoutes,
  users: usersRoutes,
  whatsapp: whatsappRoutes,
};
