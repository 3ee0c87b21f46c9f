/** Entities of docs/product/README.md as the API shows them. Prices are pesos (numbers with at most 2 decimals). */
import type { z } from 'zod';
import type { couponResponse } from './schemas/coupon-response';
import type { deskOrderSchema, timelineEntrySchema } from './schemas/desk';
import type {
  orderDiscountSchema,
  orderItemSchema,
  orderLineSchema,
  orderRefundSchema,
  orderSchema,
} from './schemas/order-response';
import type { paymentStatusSchema, paymentsModeResponse, purchaseInfoResponse } from './schemas/payment-response';
import type { reviewResponse } from './schemas/review-response';
import type { statsResponse } from './schemas/stats-response';
import type { adminUserResponse, adminUsersResponse, sessionResponse, userResponse } from './schemas/user-response';
import type {
  beverageResponse,
  burgerBaseResponse,
  burgerResponse,
  comboResponse,
  friesResponse,
  ingredientResponse,
  namedRefSchema,
  productResponse,
} from './schemas/product-response';
import type { optionGroupResponse, orderLineOptionSchema, productOptionResponse } from './schemas/options';

/** An account as the API shows it (never the password hash). */
export type User = z.infer<typeof userResponse>;
/** An account in the admin users table: also whether it is active and activated. */
export type AdminUser = z.infer<typeof adminUserResponse>;
/** GET /users/admin: the rows of the table and how many match. */
export type AdminUsersPage = z.infer<typeof adminUsersResponse>;
/** The answer of a login: the user and the session token. */
export type Session = z.infer<typeof sessionResponse>;

/** The user as the web app stores it under the `user` key: the API user plus its token. */
export interface SessionUser extends User {
  token: string;
  /** 'oidc' when the person signed in through the social identity provider: Salir also ends that session. */
  identityProvider?: 'oidc';
}

/*
 * Products, coupons and orders are what the API answers with: their types are inferred from the
 * response schemas the server declares (schemas/*-response.ts), so both sides read one contract.
 */
export type NamedRef = z.infer<typeof namedRefSchema>;
export type Burger = z.infer<typeof burgerResponse>;
export type BurgerBase = z.infer<typeof burgerBaseResponse>;
export type Beverage = z.infer<typeof beverageResponse>;
export type Fries = z.infer<typeof friesResponse>;
export type Ingredient = z.infer<typeof ingredientResponse>;
export type Combo = z.infer<typeof comboResponse>;
export type Product = z.infer<typeof productResponse>;
export type OptionGroup = z.infer<typeof optionGroupResponse>;
export type ProductOption = z.infer<typeof productOptionResponse>;
export type OrderLineOption = z.infer<typeof orderLineOptionSchema>;

/** An option chosen for a cart line, with the name and price the customer saw (the server reprices). */
export interface CartLineOption {
  id: number;
  name: string;
  price: number;
}

/** A chosen ingredient of a custom burger. */
export interface CustomIngredient {
  id: number;
  name: string;
  price: number;
  isVeggie: boolean;
  isRepeat: boolean;
  quantity: number;
}

/** A cart line (docs/product/cart.md#the-cart). `id` is a product id, or a generated string id for a custom burger. */
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
  /** Options chosen on the product's detail; absent: the product's defaults. */
  options?: CartLineOption[];
  /** This item's note ("bien cortada al medio"). */
  note?: string;
}

export type Coupon = z.infer<typeof couponResponse>;

export type Review = z.infer<typeof reviewResponse>;

export type OrderItem = z.infer<typeof orderItemSchema>;
export type Order = z.infer<typeof orderSchema>;
export type OrderLine = z.infer<typeof orderLineSchema>;
export type OrderRefund = z.infer<typeof orderRefundSchema>;
export type OrderDiscount = z.infer<typeof orderDiscountSchema>;

export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
/** A payment as the purchase detail shows it. */
export type PurchaseInfo = z.infer<typeof purchaseInfoResponse>;
/** GET /payments/mode: whether payments are real (MercadoPago) or simulated (the sandbox). */
export type PaymentsMode = z.infer<typeof paymentsModeResponse>;

/** The owner's dashboard figures (GET /admin/stats). */
export type DashboardStats = z.infer<typeof statsResponse>;

/** Account activation outcome (docs/product/accounts.md#activation): 1 success, 0 already active, -1 error. */
export type ActivationResult = 1 | 0 | -1;

export type DeskOrder = z.infer<typeof deskOrderSchema>;
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
