/**
 * Every page of the web app by name: its address pattern (React Router's `:param`), written once.
 * The web app's page map (apps/web/src/app/pages.ts), its links and redirects, the sitemap, the push
 * notices and the mails' links all take addresses from here (`PATHS.menu`, `href('product', { id })`);
 * lint refuses a page address written as a literal anywhere else in the web app.
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
  myPoints: '/mis-puntos',
  personalInfo: '/userpersonalinfo',
  favorites: '/userfavorites',
  review: '/calificanos/:purchaseId',
  checkout: '/mercadoPago',
  payReturn: '/pay',
  purchaseDetail: '/user/purchaseDetail/:id',
  pickupBoard: '/pantalla',
  adminHome: '/adminhome',
  adminUsers: '/adminusers',
  adminNewsletter: '/adminnewsletter',
  adminProducts: '/adminproducts',
  adminCreateBurgerBase: '/adminCreateBurgerBase',
  adminCreateBurger: '/adminCreateBurger',
  adminCreateBeverage: '/adminCreateBeverage',
  adminCreateCombo: '/adminCreateCombo',
  adminCreateFries: '/adminCreateFries',
  adminCreateIngredient: '/adminCreateIngredient',
  adminEditProduct: '/adminEditProducts/:id',
  adminCoupons: '/admincupon',
  adminPromotions: '/admin/promociones',
  adminRewards: '/admin/recompensas',
  adminHours: '/admin/horarios',
  adminMessages: '/admin/mensajes',
  adminOrders: '/admin/pedidos',
  adminInvoicing: '/admin/facturacion',
  adminActivity: '/admin/actividad',
  adminCash: '/admin/caja',
  adminDelivery: '/admin/envios',
  counter: '/mostrador',
  rider: '/reparto',
  employeeHome: '/employeehome',
  employeePending: '/employeependingorders',
  employeeReady: '/employeeordersready',
} as const;

export type PageName = keyof typeof PATHS;

/** The `:param` names of an address pattern: `'/detalle/:id'` -> `'id'`. */
export type PathParams<Pattern extends string> = Pattern extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParams<`/${Rest}`>
  : Pattern extends `${string}:${infer Param}`
    ? Param
    : never;

type HrefArgs<Name extends PageName> =
  PathParams<(typeof PATHS)[Name]> extends never
    ? [params?: Record<string, never>, query?: Record<string, string>]
    : [params: Record<PathParams<(typeof PATHS)[Name]>, string | number>, query?: Record<string, string>];

/** A page's address with its parameters filled in (encoded) and an optional query: `href('product', { id: 5 })`. */
export function href<Name extends PageName>(name: Name, ...[params, query]: HrefArgs<Name>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = PATHS[name].replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(String(values[key])));
  const search = Object.entries(query ?? {})
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}
