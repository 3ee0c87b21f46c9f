import type { PaymentStatus } from '@burgers/domain/types';

/** One line sent to the checkout provider; the lines add up exactly to the order total. */
export interface PreferenceItem {
  id: string;
  title: string;
  quantity: number;
  /** Pesos, at most two decimals. */
  unitPrice: number;
}

/** What a provider needs to open a checkout for a stored order. */
export interface PreferenceRequest {
  orderId: number;
  items: PreferenceItem[];
  totalCents: number;
  note: string;
  payerEmail: string;
  /** The checkout stops taking payments at this instant (the order expires). */
  expiresAt: Date;
}

export interface CreatedPreference {
  id: string;
  init_point: string;
}

/** A payment as the provider reports it, in the shop's terms. */
export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  /** The order id the preference carried as external_reference. */
  orderId: number | null;
  installments: number;
  transactionAmountCents: number;
  installmentAmountCents: number;
  totalPaidCents: number;
  raw: unknown;
  /** Money the provider already gave back on this payment (MercadoPago's `refunds`), when it says. */
  refunds?: ProviderRefund[];
}

/** One refund as the provider made or reports it. */
export interface ProviderRefund {
  /** The provider's refund id: the key that keeps one refund from being recorded twice. */
  id: string;
  amountCents: number;
  createdAt: Date;
}

export interface RefundRequest {
  paymentId: string;
  amountCents: number;
  /** The same key for a retried request, so the provider refunds once. */
  idempotencyKey: string;
}

/** A payment at the counter through MercadoPago's Orders API: a dynamic QR, or the store's Point. */
export interface InStoreOrderRequest {
  orderId: number;
  totalCents: number;
  description: string;
  /** MercadoPago stops taking the payment at this instant (the order expires). */
  expiresAt: Date;
}

export interface CreatedInStoreOrder {
  /** The provider's order id: what its notifications name, kept as the order's preferenceId. */
  id: string;
  /** What the customer's phone scans (a dynamic QR); null when the Point terminal takes it. */
  qrData: string | null;
  /** The Point terminal the amount was sent to, when the store has one configured. */
  terminalId: string | null;
}

/** The outside payment service behind one small interface (sandbox or MercadoPago). */
export interface PaymentsProvider {
  readonly name: 'sandbox' | 'mercadopago';
  createPreference(request: PreferenceRequest): Promise<CreatedPreference>;
  /** Null when the provider does not know the payment. */
  getPayment(paymentId: string): Promise<ProviderPayment | null>;
  /** Opens a counter payment (Orders API, type qr or point) for the order's amount. */
  createInStoreOrder(request: InStoreOrderRequest): Promise<CreatedInStoreOrder>;
  /**
   * The counter payment as the provider reports it now, as a payment whose id is the provider's
   * order id; null when the provider does not know it.
   */
  getInStoreOrder(inStoreOrderId: string): Promise<ProviderPayment | null>;
  /**
   * Gives money back on an approved payment; throws ProviderRefusedError when the provider refused,
   * any other error when it did not answer.
   */
  refundPayment(request: RefundRequest): Promise<ProviderRefund>;
}

/**
 * The provider answered and refused (a 4xx): nothing moved. Any other failure (no answer, a 5xx)
 * may have moved money, so the shop keeps the refund pending until the provider says.
 */
export class ProviderRefusedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderRefusedError';
  }
}
