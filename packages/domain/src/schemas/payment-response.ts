/** Payments as the API answers with them; types.ts infers PurchaseInfo, PaymentStatus and PaymentsMode from these. */
import { orderItemSchema } from './order-response';
import { z } from './zod';

/** The states the shop shows; MercadoPago's others are folded into these (adapters/payments/status.ts). */
export const paymentStatusSchema = z.enum(['approved', 'in_process', 'pending', 'rejected']);

/** GET /pay/mercadopago/:paymentId: the purchase info the purchase detail shows. */
export const purchaseInfoResponse = z.object({
  id: z.string(),
  transaction_amount: z.number(),
  status: paymentStatusSchema,
  installments: z.number().int(),
  transaction_details: z.object({ installment_amount: z.number(), total_paid_amount: z.number() }),
  additional_info: z.object({ items: z.array(orderItemSchema) }),
  external_reference: z.string(),
  /** Paid on the sandbox: no money was charged. */
  simulated: z.boolean(),
  /** The approved payment was later refunded, charged back or cancelled: the order was cancelled. */
  refunded: z.boolean(),
  /** For staff only: what the payment arrived despite (`Pagado durante la pausa`, `Sin stock al pagar`). */
  flags: z.array(z.string()).optional(),
});

/** GET /payments/mode: whether payments are real (MercadoPago) or simulated (the sandbox). */
export const paymentsModeResponse = z.object({ mode: z.enum(['sandbox', 'mercadopago']) });

/** POST /pay/mercadopago, 201: the order awaits payment at the checkout the browser goes to. */
export const paymentPreferenceResponse = z.object({ id: z.string(), init_point: z.string() });

/** POST /pay/mercadopago/webhook: the notification was taken. */
export const webhookReceivedResponse = z.object({ received: z.boolean() });

/** POST /sandbox/payments, 201: the simulated payment and where the sandbox page sends the buyer. */
export const sandboxPaymentResponse = z.object({ payment_id: z.string(), redirect: z.string() });
