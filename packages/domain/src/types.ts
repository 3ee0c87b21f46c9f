/** Entities of docs/product/README.md as the API shows them. Prices are pesos (numbers with at most 2 decimals). */
import type { z } from 'zod';
import type { activityResponseSchema } from './schemas/activity-response';
import type { activationResponse, passwordChangedResponse, socialProviderResponse } from './schemas/auth-response';
import type { boardEventSchema, boardOrderResponse, boardResponse } from './schemas/board-response';
import type {
  cashDayResponse,
  cashDeskSettingsResponse,
  lastOrderResponse,
  staffOrderResponse,
  staffQrSchema,
  staffQrStateResponse,
} from './schemas/counter-response';
import type { couponResponse } from './schemas/coupon-response';
import type { adminOrdersResponseSchema, deskOrderSchema, timelineEntrySchema } from './schemas/desk-response';
import type { favoritesResponse } from './schemas/favorites-response';
import type { newsletterAudienceResponse, newsletterSentResponse } from './schemas/newsletter-response';
import type { optionGroupResponse, orderLineOptionSchema, productOptionResponse } from './schemas/option-response';
import type {
  orderDiscountSchema,
  orderEventSchema,
  orderItemSchema,
  orderLineSchema,
  orderRefundSchema,
  orderSchema,
} from './schemas/order-response';
import type {
  paymentPreferenceResponse,
  paymentStatusSchema,
  paymentsModeResponse,
  purchaseInfoResponse,
} from './schemas/payment-response';
import type { paperWidthSchema, printingSettingsResponse } from './schemas/printing-response';
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
import type { publicKeyResponse } from './schemas/push-response';
import type { reviewResponse } from './schemas/review-response';
import type { statsResponse } from './schemas/stats-response';
import type { pickupSlotResponse, slotFigureResponse, storeResponse } from './schemas/store-response';
import type { storedCartLineSchema, storedCustomIngredientSchema, storedLineOptionSchema } from './schemas/stored';
import type { uploadResponse } from './schemas/upload-response';
import type { adminUserResponse, adminUsersResponse, sessionResponse, userResponse } from './schemas/user-response';
import type { whatsappAvailabilityResponse, whatsappMessageResponse } from './schemas/whatsapp-response';

/** An account as the API shows it (never the password hash). */
export type User = z.infer<typeof userResponse>;
/** An account in the admin users table: also whether it is active and activated. */
export type AdminUser = z.infer<typeof adminUserResponse>;
/** GET /users/admin: the rows of the table and how many match. */
export type AdminUsersPage = z.infer<typeof adminUsersResponse>;
/** The answer of a login: the user and the session token. */
export type Session = z.infer<typeof sessionResponse>;

/** PUT /changePassword/: the fresh token that replaces the one the change ended. */
export type PasswordChanged = z.infer<typeof passwordChangedResponse>;
/** PUT /activateAccount/:token: 1 activated, 0 it already was. */
export type ActivationAnswer = z.infer<typeof activationResponse>;
/** GET /login/oidc: the identity provider's name for the button, or null. */
export type SocialProvider = z.infer<typeof socialProviderResponse>;

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

/*
 * The cart as the web app keeps it under `carrito` and sends it to checkout: its types are inferred
 * from the schemas a stored cart is checked against (schemas/stored.ts).
 */
/** An option chosen for a cart line, with the name and price the customer saw (the server reprices). */
export type CartLineOption = z.infer<typeof storedLineOptionSchema>;
/** A chosen ingredient of a custom burger. */
export type CustomIngredient = z.infer<typeof storedCustomIngredientSchema>;
/** A cart line (docs/product/cart.md#the-cart). `id` is a product id, or a generated string id for a custom burger. */
export type CartLine = z.infer<typeof storedCartLineSchema>;

export type Coupon = z.infer<typeof couponResponse>;

export type Review = z.infer<typeof reviewResponse>;

export type OrderItem = z.infer<typeof orderItemSchema>;
export type Order = z.infer<typeof orderSchema>;
export type OrderLine = z.infer<typeof orderLineSchema>;
export type OrderRefund = z.infer<typeof orderRefundSchema>;
export type OrderPayment = Order['payment'];
export type OrderDiscount = z.infer<typeof orderDiscountSchema>;
/** The `order` event of the live order streams. */
export type OrderEvent = z.infer<typeof orderEventSchema>;

export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
/** A payment as the purchase detail shows it. */
export type PurchaseInfo = z.infer<typeof purchaseInfoResponse>;
/** GET /payments/mode: whether payments are real (MercadoPago) or simulated (the sandbox). */
export type PaymentsMode = z.infer<typeof paymentsModeResponse>;
/** POST /pay/mercadopago: the checkout the browser goes to. */
export type PaymentPreference = z.infer<typeof paymentPreferenceResponse>;

/** The owner's dashboard figures (GET /admin/stats). */
export type DashboardStats = z.infer<typeof statsResponse>;

/** Account activation outcome (docs/product/accounts.md#activation): 1 success, 0 already active, -1 error. */
export type ActivationResult = 1 | 0 | -1;

export type DeskOrder = z.infer<typeof deskOrderSchema>;
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
/** GET /admin/orders: one page of the desk and how many orders match. */
export type AdminOrdersPage = z.infer<typeof adminOrdersResponseSchema>;
/** GET /admin/activity: one page of the activity log and how many rows match. */
export type ActivityPage = z.infer<typeof activityResponseSchema>;

/** GET /store: the hours, whether the local is open and whether it takes online orders. */
export type StoreStatus = z.infer<typeof storeResponse>;
/** One 15-minute pickup slot of GET /store/slots. */
export type PickupSlot = z.infer<typeof pickupSlotResponse>;
/** One of today's pickup slots for the owner: paid orders promised to it against the capacity. */
export type SlotFigure = z.infer<typeof slotFigureResponse>;

/** The public board (GET /board): numbers being prepared and ready. */
export type Board = z.infer<typeof boardResponse>;
export type BoardOrder = z.infer<typeof boardOrderResponse>;
/** The live board's event: a number and where it is now. */
export type BoardEvent = z.infer<typeof boardEventSchema>;

/** GET /users/favorites/:userId: the product ids the user marked. */
export type Favorites = z.infer<typeof favoritesResponse>;

/** GET /admin/newsletter: who gets the next send, and what was sent before. */
export type NewsletterAudience = z.infer<typeof newsletterAudienceResponse>;
/** POST /newsletter/send: how many mails went out. */
export type NewsletterSent = z.infer<typeof newsletterSentResponse>;

/** GET /push/key: the shop's public VAPID key. */
export type PushKey = z.infer<typeof publicKeyResponse>;
export type WhatsAppAvailability = z.infer<typeof whatsappAvailabilityResponse>;
export type WhatsAppMessage = z.infer<typeof whatsappMessageResponse>;

/** POST /uploads: the stored picture's address. */
export type UploadedImage = z.infer<typeof uploadResponse>;

/** The printer's paper, in millimetres. */
export type PaperWidth = z.infer<typeof paperWidthSchema>;
export type PrintingSettings = z.infer<typeof printingSettingsResponse>;

export type StaffOrder = z.infer<typeof staffOrderResponse>;
export type LastOrderOffer = z.infer<typeof lastOrderResponse>;
export type StaffQr = z.infer<typeof staffQrSchema>;
export type StaffQrState = z.infer<typeof staffQrStateResponse>;
export type CashDay = z.infer<typeof cashDayResponse>;
export type CashDeskSettings = z.infer<typeof cashDeskSettingsResponse>;
