import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PaymentStatus } from '@burgers/domain/types';
import type { Config } from '#config';
import type { Db } from '#db/client';
import { payments } from '#db/schema';
import type { PaymentsProvider, ProviderPayment } from './types';

/** The states a buyer can choose on the sandbox checkout page. */
export const SANDBOX_CHOICES = ['approved', 'in_process', 'rejected'] as const satisfies readonly PaymentStatus[];
export type SandboxChoice = (typeof SANDBOX_CHOICES)[number];
export const SANDBOX_INSTALLMENTS = [1, 3, 6] as const;

/** The checkout page of a sandbox preference, served by this server. */
export function sandboxCheckoutUrl(publicUrl: string, preferenceId: string): string {
  return `${publicUrl}/api/sandbox/checkout/${encodeURIComponent(preferenceId)}`;
}

/** Numeric like MercadoPago's payment ids, so the web treats both alike. */
function newPaymentId(): string {
  return `${Date.now()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** What the sandbox "charges" when the buyer chooses on its page: the whole order, no interest. */
export function simulateSandboxPayment(
  order: { id: number; totalCents: number },
  status: SandboxChoice,
  installments: number,
): ProviderPayment {
  return {
    id: newPaymentId(),
    status,
    orderId: order.id,
    installments,
    transactionAmountCents: order.totalCents,
    installmentAmountCents: Math.round(order.totalCents / installments),
    totalPaidCents: order.totalCents,
    raw: { provider: 'sandbox', status, installments },
  };
}

/**
 * A stand-in for MercadoPago that needs no account: preferences are random ids, and the
 * payments it "processed" are the ones recorded in the payments table.
 */
export function createSandboxProvider(config: Pick<Config, 'publicUrl'>, db: Db): PaymentsProvider {
  return {
    name: 'sandbox',

    async createPreference() {
      const id = `sandbox-${randomUUID()}`;
      return { id, init_point: sandboxCheckoutUrl(config.publicUrl, id) };
    },

    /**
     * The QR the customer's phone would scan opens the sandbox's own checkout page; at the counter
     * staff press Simular pago instead (POST /api/staff/orders/qr/{id}/simulate).
     */
    async createInStoreOrder() {
      const id = `sandbox-qr-${randomUUID()}`;
      return { id, qrData: sandboxCheckoutUrl(config.publicUrl, id), terminalId: null };
    },

    /** The sandbox sends no notifications: a simulated QR payment is recorded when it is made. */
    async getInStoreOrder() {
      return null;
    },

    async getPayment(paymentId) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, paymentId), eq(payments.provider, 'sandbox')));
      if (!row) return null;
      return {
        id: row.id,
        status: row.status as PaymentStatus,
        orderId: row.orderId,
        installments: row.installments,
        transactionAmountCents: row.transactionAmountCents,
        installmentAmountCents: row.installmentAmountCents,
        totalPaidCents: row.totalPaidCents,
        raw: row.raw,
      };
    },

    /** Nothing moves; the same request (idempotency key) answers the same refund, as MercadoPago does. */
    async refundPayment(request) {
      const digest = createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 20);
      return { id: `sandbox-refund-${digest}`, amountCents: request.amountCents, createdAt: new Date() };
    },
  };
}
