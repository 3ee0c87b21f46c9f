/**
 * Every TanStack Query key of the web app, in one place. One answer of the API is cached under one
 * key whichever page reads it, and a write invalidates by the same names, so a page can never keep
 * showing what another page's write changed. Keys are nested from the general to the particular:
 * invalidating a prefix (`queryKeys.orders.all`) reaches every key under it.
 */
export const queryKeys = {
  /** GET /products in all its forms: the catalogue, the menu's filtered lists, the admin list, stock. */
  products: {
    all: ['products'] as const,
    catalogue: () => ['products', 'catalogue'] as const,
    /** The menu's list for its filters (category, order, name, veggie). */
    menu: (filters: object) => ['products', 'menu', filters] as const,
    admin: () => ['products', 'admin'] as const,
    stock: () => ['products', 'stock'] as const,
  },
  /** GET /products/:id, as the product page shows it and as the admin edits it. */
  product: {
    all: ['product'] as const,
    detail: (id: string) => ['product', id] as const,
    edited: (id: string) => ['product', 'admin', id] as const,
  },
  ingredients: () => ['ingredients'] as const,
  burgerBases: () => ['burgerBase'] as const,
  coupons: () => ['coupons'] as const,
  /** GET /promotions (public) and GET /admin/promotions (the admin's list, switched-off ones too). */
  promotions: {
    all: ['promotions'] as const,
    public: () => ['promotions', 'public'] as const,
    admin: () => ['promotions', 'admin'] as const,
  },
  /** GET /selling-windows. */
  sellingWindows: () => ['selling-windows'] as const,
  /** POST /cart/price for one cart, coupons and slot. */
  cartPrice: (request: object) => ['promotions', 'cart-price', request] as const,
  store: () => ['store'] as const,
  /** GET /whatsapp: whether the checkout offers `Avisame por WhatsApp`. */
  whatsapp: () => ['whatsapp'] as const,
  /** GET /store/slots: today's pickup slots. */
  slots: () => ['store', 'slots'] as const,
  reviews: () => ['reviews'] as const,
  favorites: (userId: number | undefined) => ['favorites', userId] as const,
  /** GET /orders (the kitchen's lists) and GET /orders/:purchaseId (one order, for its owner or the staff). */
  orders: {
    all: ['orders'] as const,
    lists: () => ['orders', 'list'] as const,
    list: (status: string) => ['orders', 'list', status] as const,
    /** Without `userId`, every cached copy of the order, whoever read it. */
    detail: (purchaseId: string, userId?: number) =>
      userId === undefined
        ? (['orders', 'detail', purchaseId] as const)
        : (['orders', 'detail', purchaseId, userId] as const),
  },
  /** GET /users/:id/orders: the customer's purchases. */
  userOrders: (userId: number | undefined) => ['users', userId, 'orders'] as const,
  userPoints: (userId: number | undefined) => ['users', userId, 'points'] as const,
  userCoupons: (userId: number) => ['users', userId, 'coupons'] as const,
  rewards: ['rewards'] as const,
  adminRewards: ['admin', 'rewards'] as const,
  adminLoyalty: ['admin', 'loyalty'] as const,
  users: { all: ['users'] as const },
  /** GET /payments/mode: sandbox or mercadopago, fixed while the server runs. */
  paymentsMode: () => ['payments', 'mode'] as const,
  /** GET /admin/cash/settings: employees at the cash desk, and the default opening float. */
  cashDesk: () => ['admin', 'cash-desk'] as const,
  /** GET /staff/orders/qr/:qrId: whether the counter's QR was paid yet. */
  staffQr: (qrId: string) => ['staff-qr', qrId] as const,
  /** GET /pay/mercadopago/:paymentId. */
  payment: (paymentId: string) => ['payments', paymentId] as const,
  /** Electronic invoices: one order's (GET /orders/:purchaseId/invoice) and the admin's list and identity. */
  invoices: {
    all: ['invoices'] as const,
    order: (purchaseId: string) => ['invoices', 'order', purchaseId] as const,
    admin: (filters: object, page: number) => ['invoices', 'admin', filters, page] as const,
    identity: () => ['invoices', 'identity'] as const,
  },
  admin: {
    users: (filter?: object) =>
      filter === undefined ? (['admin', 'users'] as const) : (['admin', 'users', filter] as const),
    stats: () => ['admin', 'stats'] as const,
    messages: (page?: number) =>
      page === undefined ? (['admin', 'messages'] as const) : (['admin', 'messages', page] as const),
    newsletter: () => ['admin', 'newsletter'] as const,
    pickupSlots: () => ['admin', 'pickup-slots'] as const,
    /** The orders desk: GET /admin/orders (lists) and GET /admin/orders/:purchaseId. */
    orders: {
      all: ['admin', 'orders'] as const,
      list: (filters: object, page: number) => ['admin', 'orders', 'list', filters, page] as const,
      one: (purchaseId: string) => ['admin', 'orders', 'one', purchaseId] as const,
    },
    activity: (page: number, action: string) => ['admin', 'activity', page, action] as const,
  },
  auth: {
    activation: (token: string) => ['auth', 'activation', token] as const,
    socialProvider: () => ['auth', 'socialProvider'] as const,
    codeExchange: (code: string) => ['auth', 'codeExchange', code] as const,
  },
};

/** Every cached view of the catalogue: the menu, favourites' products, details, the builder's lists, stock. */
export const catalogueKeys = [
  queryKeys.products.all,
  queryKeys.product.all,
  queryKeys.ingredients(),
  queryKeys.burgerBases(),
];
