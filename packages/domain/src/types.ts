/** Entities of SPEC §3 as the API shows them. Prices are pesos (numbers with at most 2 decimals). */
import type { OrderStatus, ProductType, Role, Size } from './constants';

export interface User {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  imgUri: string | null;
  deletedAt?: string | null;
}

/** The user as the web app stores it under the `user` key: the API user plus its token. */
export interface SessionUser extends User {
  token: string;
  /** 'oidc' when the person signed in through the social identity provider: Salir also ends that session. */
  identityProvider?: 'oidc';
}

export interface NamedRef {
  id: number;
  name: string;
}

export interface ProductBase {
  id: number;
  name: string;
  price: number;
  imgUri: string | null;
  isVeggie: boolean;
  type: ProductType;
  /** false: sold out for now, shown greyed and not orderable. */
  inStock: boolean;
  deletedAt: string | null;
}

export interface Burger extends ProductBase {
  type: 'burgers';
  ingredients: number[];
  /** Listing view: the ingredients with their names. */
  ingredient?: NamedRef[];
}

export interface BurgerBase extends ProductBase {
  type: 'burgerBase';
  description: string;
}

export interface Beverage extends ProductBase {
  type: 'beverages';
  size: Size;
  isCarbonated: boolean;
  isSugar: boolean;
}

export interface Fries extends ProductBase {
  type: 'fries';
  size: Size;
}

export interface Ingredient extends ProductBase {
  type: 'ingredients';
  isRepeat: boolean;
}

export interface Combo extends ProductBase {
  type: 'combos';
  burgers: number[];
  fries: number[];
  beverages: number[];
  /** Listing view: the composition with names. */
  burger?: NamedRef[];
  friesList?: NamedRef[];
  beverage?: NamedRef[];
}

export type Product = Burger | BurgerBase | Beverage | Fries | Ingredient | Combo;

/** A chosen ingredient of a custom burger. */
export interface CustomIngredient {
  id: number;
  name: string;
  price: number;
  isVeggie: boolean;
  isRepeat: boolean;
  quantity: number;
}

/** A cart line (SPEC §3). `id` is a product id, or a generated string id for a custom burger. */
export interface CartLine {
  id: number | string;
  name: string;
  cantidad: number;
  price: number;
  imgUri: string | null;
  isVeggie: boolean;
  /** Custom burgers only: the chosen base and ingredients. */
  baseId?: number;
  ingredients?: CustomIngredient[];
}

export interface Coupon {
  id: number;
  code: string;
  title: string;
  /** Calendar date yyyy-mm-dd, compared in the store's time zone. */
  expirationDate: string;
  imgUri: string | null;
  discountPorcentage: number;
  productsId: number[];
}

export interface Review {
  id: number;
  rating: number;
  description: string;
  author: string;
  user_id: number;
  createdAt?: string;
}

export interface OrderItem {
  id: string;
  title: string;
  quantity: number;
  unit_price: number;
}

/** A receipt line at its list price; a custom burger also names its base and ingredients. */
export interface OrderLine {
  id: string;
  title: string;
  quantity: number;
  unit_price: number;
  base: string | null;
  ingredients: Array<{ name: string; quantity: number }>;
}

/** What one coupon took off the order. */
export interface OrderDiscount {
  code: string;
  amount: number;
}

export interface Order {
  purchaseId: string;
  /** The day's short number (#N); null only for orders paid before numbering existed. */
  number: number | null;
  status: OrderStatus;
  createdAt: string;
  /** When the kitchen marked it Listo. */
  readyAt: string | null;
  employee: string | null;
  customer: Array<{ firstName: string; lastName: string }>;
  review: boolean;
  /** Paid on the sandbox (PAYMENTS=sandbox): no money was charged, the kitchen must know. */
  simulated: boolean;
  data: {
    transaction_amount: number;
    additional_info: { items: OrderItem[] };
    metadata: { note: string };
  };
  /** The receipt: lines at list price, then each coupon's discount; they add up to transaction_amount. */
  lines: OrderLine[];
  discounts: OrderDiscount[];
}

export type PaymentStatus = 'approved' | 'in_process' | 'pending' | 'rejected';

export interface PurchaseInfo {
  id: string;
  transaction_amount: number;
  status: PaymentStatus;
  installments: number;
  transaction_details: { installment_amount: number; total_paid_amount: number };
  additional_info: { items: OrderItem[] };
  external_reference: string;
  /** Paid on the sandbox: no money was charged. */
  simulated: boolean;
}

/** GET /payments/mode: whether payments are real (MercadoPago) or simulated (the sandbox). */
export interface PaymentsMode {
  mode: 'sandbox' | 'mercadopago';
}

export interface ContactMessage {
  user_name: string;
  user_surname: string;
  email: string;
  telephone: string;
  subject: 1 | 2 | 3 | 4;
  message: string;
}

export interface NewsletterToSend {
  title: string;
  description: string;
  btnTxt: string;
}

/** Account activation outcome (SPEC §4): 1 success, 0 already active, -1 error. */
export type ActivationResult = 1 | 0 | -1;
