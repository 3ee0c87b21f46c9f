import authRoutes from './auth/routes';
import checkoutRoutes from './checkout/routes';
import contactRoutes from './contact/routes';
import inboxRoutes from './contact/inbox-routes';
import couponsRoutes from './coupons/routes';
import favoritesRoutes from './favorites/routes';
import healthRoutes from './health/routes';
import newsletterRoutes from './newsletter/routes';
import oidcRoutes from './oidc/routes';
import ordersRoutes from './orders/routes';
import paymentsRoutes from './payments/routes';
import productsRoutes from './products/routes';
import reviewsRoutes from './reviews/routes';
import statsRoutes from './stats/routes';
import storeRoutes from './store/routes';
import uploadsRoutes from './uploads/routes';
import usersRoutes from './users/routes';

/** Every API area, each registered under /api. */
export const apiModules = [
  healthRoutes,
  authRoutes,
  oidcRoutes,
  usersRoutes,
  favoritesRoutes,
  productsRoutes,
  couponsRoutes,
  checkoutRoutes,
  paymentsRoutes,
  ordersRoutes,
  reviewsRoutes,
  newsletterRoutes,
  contactRoutes,
  uploadsRoutes,
  storeRoutes,
  statsRoutes,
  inboxRoutes,
];
