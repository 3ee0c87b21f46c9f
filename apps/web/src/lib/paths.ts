/**
 * The web app's addresses, each written once: links, redirects and guards use these, and a test
 * (app/router-paths.test.ts) keeps every one declared by the router. Patterns keep React Router's `:param`;
 * `pathTo` fills them in.
 */
export const PATHS = {
  home: '/',
  menu: '/menu',
  builder: '/addBurger',
  product: '/detalle/:id',
  about: '/nosotros',
  contact: '/contacto',
  reviews: '/quedicendenosotros',
  cart: '/cart',
  login: '/userlogin',
  socialLogin: '/userlogin/oidc',
  register: '/registeruser',
  activate: '/activateAcount/:id',
  resetPassword: '/resetPassword/:token',
  profile: '/userprofiledashboard',
  myOrders: '/mis-compras',
  personalInfo: '/userpersonalinfo',
  favorites: '/userfavorites',
  review: '/calificanos/:purchaseId',
  checkout: '/mercadoPago',
  payReturn: '/pay',
  purchaseDetail: '/user/purchaseDetail/:id',
  adminHome: '/adminhome',
  adminUsers: '/adminusers',
  adminNewsletter: '/adminnewsletter',
  adminProducts: '/adminproducts',
  adminEditProduct: '/adminEditProducts/:id',
  adminCoupons: '/admincupon',
  adminPromotions: '/admin/promociones',
  adminHours: '/admin/horarios',
  adminMessages: '/admin/mensajes',
  employeeHome: '/employeehome',
  employeePending: '/employeependingorders',
  employeeReady: '/employeeordersready',
} as const;

/** Addresses with their parameters filled in. */
export const pathTo = {
  product: (id: number | string) => `/detalle/${id}`,
  review: (purchaseId: string) => `/calificanos/${encodeURIComponent(purchaseId)}`,
  purchaseDetail: (id: string) => `/user/purchaseDetail/${encodeURIComponent(id)}`,
  adminEditProduct: (id: number | string) => `/adminEditProducts/${id}`,
};
