import activityRoutes from './activity/routes';
import authRoutes from './auth/routes';
import boardRoutes from './board/routes';
import checkoutRoutes from './checkout/routes';
import contactRoutes from './contact/routes';
import counterRoutes from './counter/routes';
import couponsRoutes from './coupons/routes';
import dispatchRoutes from './delivery/dispatch-routes';
import deliveryRoutes from './delivery/routes';
import deskRoutes from './desk/routes';
import favoritesRoutes from './favorites/routes';
import healthRoutes from './health/routes';
import inboxRoutes from './inbox/routes';
import invoicingRoutes from './invoicing/routes';
import loyaltyRoutes from './loyalty/routes';
import newsletterRoutes from './newsletter/routes';
import oidcRoutes from './oidc/routes';
import ordersRoutes from './orders/routes';
import paymentsRoutes from './payments/routes';
import pickupRoutes from './pickup/routes';
import printingRoutes from './printing/routes';
import productsRoutes from './products/routes';
import promotionsRoutes from './promotions/routes';
import pushRoutes from './push/routes';
import repeatRoutes from './repeat/routes';
import reviewsRoutes from './reviews/routes';
import statsRoutes from './stats/routes';
import storeRoutes from './store/routes';
import uploadsRoutes from './uploads/routes';
import usersRoutes from './users/routes';
import whatsappRoutes from './whatsapp/routes';

/**
 * The areas whose writes change what the catalogue cache keeps (products with their components
 * and stock, coupons, reviews): a successful write there answers only once this instance has
 * dropped its old copy. No other area writes those tables, so no other write pays that wait.
 */
export const catalogueModules = [productsRoutes, couponsRoutes, reviewsRoutes];

/** Every other API area. Both lists are registered under /api. */
export const apiModules = [
  healthRoutes,
  authRoutes,
  oidcRoutes,
  usersRoutes,
  favoritesRoutes,
  checkoutRoutes,
  paymentsRoutes,
  ordersRoutes,
  newsletterRoutes,
  contactRoutes,
  uploadsRoutes,
  storeRoutes,
  pickupRoutes,
  statsRoutes,
  inboxRoutes,
  deskRoutes,
  activityRoutes,
  pushRoutes,
  boardRoutes,
  printingRoutes,
  promotionsRoutes,
  invoicingRoutes,
  counterRoutes,
  deliveryRoutes,
  dispatchRoutes,
  loyaltyRoutes,
  repeatRoutes,
  whatsappRoutes,
];
