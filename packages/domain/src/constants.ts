/** Business constants of the shop (docs/product/README.md#constants). */

/** Largest id a PostgreSQL integer column holds: a bigger one is bad input, not a database error. */
export const ID_MAX = 2_147_483_647;

export const MENU_PAGE_SIZE = 9;
export const ADMIN_PRODUCTS_PAGE_SIZE = 8;

export const PRODUCT_CATEGORIES = ['burgers', 'combos', 'beverages', 'fries'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_TYPES = ['burgers', 'fries', 'beverages', 'combos', 'burgerBase', 'ingredients'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const SIZES = ['Chico', 'Mediano', 'Grande'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'Chico';

export const ROLES = ['admin', 'employee', 'customer'] as const;
export type Role = (typeof ROLES)[number];

export const ORDER_STATUSES = ['Pendiente', 'Listo'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Every state an order answer can carry: the kitchen's two, on its way with the shop's rider (En
 * camino, delivery orders only), then picked up or brought (Entregado) and refunded in full before
 * (Cancelado). The kitchen's filter keeps ORDER_STATUSES.
 */
export const ORDER_STATES = ['Pendiente', 'Listo', 'En camino', 'Entregado', 'Cancelado'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The orders desk's page size; a refund's reason length. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const REFUND_REASON_MAX = 200;
export const ACTIVITY_PAGE_SIZE = 30;
/** How a refund that came by webhook names who did it. */
export const REFUND_BY_PROVIDER = 'MercadoPago';

export const BUILDER_MAX_INGREDIENTS = 6;
export const BUILDER_MIN_REPEAT = 1;
export const BUILDER_MAX_REPEAT = 4;

export const PHONE_MIN_LENGTH = 10;
export const CART_NOTE_MAX_EXCLUSIVE = 150;
export const CART_LINE_MAX_QUANTITY = 20;
/** An item's note ("bien cortada al medio") has at most this many characters. */
export const ITEM_NOTE_MAX = 100;
export const REVIEW_COMMENT_MIN = 5;
export const REVIEW_COMMENT_MAX = 500;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const COUPON_CODE_MAX = 9;
export const COUPON_TITLE_MAX = 25;
export const COUPON_DISCOUNT_MIN = 0;
export const COUPON_DISCOUNT_MAX = 100;
export const COUPON_DISCOUNT_MAX_CHARS = 5;
export const COUPON_DATE_LENGTH = 10;

export const STORE_TIME_ZONE = 'America/Argentina/Buenos_Aires';
/** Where orders are picked up (docs/product/storefront.md#home: one local in Devoto). */
export const STORE_ADDRESS = 'Av. Francisco Beiró 5200, Villa Devoto, CABA';

export const EMPLOYEE_POLL_MS = 15_000;
export const CAROUSEL_INTERVAL_MS = 5_000;

export const NEWSLETTER_DEFAULT_TITLE = 'Tenemos novedades para vos!';
export const NEWSLETTER_DEFAULT_BUTTON = 'VER MÁS';

export const CONTACT_SUBJECTS = [
  { value: 1, label: 'Franquicias' },
  { value: 2, label: 'Consulta General' },
  { value: 3, label: 'Felicitaciones' },
  { value: 4, label: 'Reclamos' },
] as const;

export const CURRENCY_PREFIX = '$';

/** Browser storage keys named by docs/product/README.md#what-the-browser-keeps. */
export const STORAGE_KEYS = {
  user: 'user',
  cart: 'carrito',
  favorites: 'favoritos',
  coupons: 'cupones',
  purchase: 'compra',
} as const;

/** Upper bounds SPEC does not state; they keep stored text and numbers sane. */
export const NAME_MAX = 50;
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;
/** The shortest password a new account, a reset or a change may choose. */
export const PASSWORD_MIN = 8;
export const PHONE_MAX_LENGTH = 20;
export const CONTACT_MESSAGE_MAX = 2000;
export const CART_MAX_LINES = 50;
export const NEWSLETTER_TITLE_MAX = 100;
export const NEWSLETTER_DESCRIPTION_MAX = 2000;
export const NEWSLETTER_BUTTON_MAX = 30;
export const PRODUCT_NAME_MAX = 60;
export const PRODUCT_DESCRIPTION_MAX = 300;
/** Pesos. */
export const PRICE_MAX = 10_000_000;
/**
 * Pesos: the most one order may add up to before discounts. Far above any real order, and far
 * below what the order's money columns hold (bigint cents), so a cart past it is refused in plain
 * words before a payment is opened, never by the database halfway through.
 */
export const ORDER_TOTAL_MAX = 100_000_000;
export const IMG_URI_MAX = 500;

/** Where an order came from: the web shop, or staff entering it (issue 34). */
export const ORDER_CHANNELS = ['web', 'telefono', 'whatsapp', 'mostrador'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
/** The channels staff choose at /mostrador. */
export const STAFF_CHANNELS = ['telefono', 'whatsapp', 'mostrador'] as const;
/** How an order is paid: the web's Checkout Pro, cash, MercadoPago's QR at the counter, a payment link. */
export const PAYMENT_METHODS = ['mercadopago', 'efectivo', 'qr', 'link'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['pagado', 'a_cobrar'] as const;
export type PaymentState = (typeof PAYMENT_STATUSES)[number];
/** A ready order may be marked No retirado this long after its promised time. */
export const NO_SHOW_AFTER_MINUTES = 60;
/** No-shows after which a customer loses cash on pickup. */
export const NO_SHOWS_LOSING_CASH = 2;

/** A custom burger's line id: the builder writes a UUID or 32 hex digits. */
export const STORED_LINE_ID = /^[0-9A-Za-z-]{1,64}$/;
/** Cart line names are at most this long (the checkout's limit too). */
export const STORED_NAME_MAX = 200;

/** `HH:MM` from 00:00 to 23:59, or 24:00 (a range's end only). */
export const TIME_PATTERN = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;
