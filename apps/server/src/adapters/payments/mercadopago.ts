import { MercadoPagoConfig, MPNotFoundError, Payment, PaymentRefund, Preference } from 'mercadopago';
import { fromCents, toCents } from '@burgers/domain/pricing';
import type { Config } from '#config';
import { isInStoreOrderId, mercadoPagoInStoreOrders } from './mercadopago-orders';
import { normalizePaymentStatus } from './status';
import { ProviderRefusedError, type PaymentsProvider, type ProviderPayment, type ProviderRefund } from './types';

const requestTimeoutMs = 10_000;

function parseOrderId(reference: string | undefined): number | null {
  const id = Number(reference);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * MercadoPago Checkout Pro through the official SDK. The config is read on every
 * call because PUBLIC_URL may be settled after the app is built (tests listen first).
 */
export function createMercadoPagoProvider(
  config: Pick<Config, 'mpAccessToken' | 'publicUrl' | 'mpQrPosId' | 'mpPointTerminalId'>,
): PaymentsProvider {
  const client = new MercadoPagoConfig({
    accessToken: config.mpAccessToken ?? '',
    options: { timeout: requestTimeoutMs },
  });
  const preferences = new Preference(client);
  const payments = new Payment(client);
  const refunds = new PaymentRefund(client);
  const inStore = mercadoPagoInStoreOrders(client, config);

  return {
    name: 'mercadopago',
    createInStoreOrder: inStore.createInStoreOrder,
    getInStoreOrder: inStore.getInStoreOrder,

    async createPreference(request) {
      const returnUrl = `${config.publicUrl}/pay/`;
      const preference = await preferences.create({
        body: {
          items: request.items.map((item) => ({
            id: item.id,
            title: item.title,
            quantity: item.quantity,
            unit_price: item.unitPrice,
            currency_id: 'ARS',
          })),
          external_reference: String(request.orderId),
          back_urls: { success: returnUrl, pending: returnUrl, failure: returnUrl },
          // MercadoPago refuses auto_return unless the return address is public (https).
          ...(returnUrl.startsWith('https://') ? { auto_return: 'approved' } : {}),
          notification_url: `${config.publicUrl}/api/pay/mercadopago/webhook`,
          payer: { email: request.payerEmail },
          metadata: { note: request.note },
          statement_descriptor: 'BURGERS DEVOTO',
          // The shop refuses payments for an expired order; MercadoPago stops offering the checkout too.
          expires: true,
          expiration_date_to: request.expiresAt.toISOString(),
        },
        // A retried checkout for the same order must not open two preferences.
        requestOptions: { idempotencyKey: `order-${request.orderId}` },
      });
      if (!preference.id || !preference.init_point) throw new Error('MercadoPago returned a preference without id');
      return { id: preference.id, init_point: preference.init_point };
    },

    async getPayment(paymentId) {
      if (!/^\d+$/.test(paymentId)) return null;
      try {
        const payment = await payments.get({ id: paymentId });
        const amountCents = toCents(payment.transaction_amount ?? 0);
        const installments = payment.installments ?? 1;
        const details = payment.transaction_details;
        const result: ProviderPayment = {
          id: String(payment.id ?? paymentId),
          status: normalizePaymentStatus(payment.status),
          orderId: parseOrderId(payment.external_reference),
          installments,
          transactionAmountCents: amountCents,
          installmentAmountCents: toCents(
            details?.installment_amount ?? fromCents(Math.round(amountCents / installments)),
          ),
          totalPaidCents: toCents(details?.total_paid_amount ?? fromCents(amountCents)),
          raw: payment,
          refunds: (payment.refunds ?? []).flatMap((refund) => {
            const parsed = toProviderRefund(refund);
            return parsed ? [parsed] : [];
          }),
        };
        return result;
      } catch (error) {
        if (error instanceof MPNotFoundError) return null;
        throw error;
      }
    },

    async refundPayment(request) {
      // A QR or Point payment at the counter is an Orders API order: refunded through it.
      if (isInStoreOrderId(request.paymentId)) {
        return inStore.refundInStoreOrder(request).catch((error: unknown) => {
          throw refusedByAnswer(error)
            ? new ProviderRefusedError('MercadoPago refused the refund', { cause: error })
            : error;
        });
      }
      const refund = await refunds
        .create({
          payment_id: request.paymentId,
          body: { amount: fromCents(request.amountCents) },
          // Derived from the desk's request: a retry or a double click gets the same refund back.
          requestOptions: { idempotencyKey: request.idempotencyKey },
        })
        .catch((error: unknown) => {
          throw refusedByAnswer(error)
            ? new ProviderRefusedError('MercadoPago refused the refund', { cause: error })
            : error;
        });
      const parsed = toProviderRefund(refund);
      if (!parsed) throw new Error('MercadoPago answered a refund without id');
      return parsed;
    },
  };
}

/** MercadoPago's refund, in the shop's terms; null when it lacks an id or an amount. */
function toProviderRefund(refund: {
  id?: number | string;
  amount?: number;
  date_created?: string;
}): ProviderRefund | null {
  if (refund.id === undefined || refund.amount === undefined) return null;
  const createdAt = refund.date_created ? new Date(refund.date_created) : new Date();
  return {
    id: String(refund.id),
    amountCents: toCents(refund.amount),
    createdAt: Number.isNaN(createdAt.getTime()) ? new Date() : createdAt,
  };
}

/** MercadoPago's SDK throws the answer's body: a 4xx (but a timeout or too many requests) refused. */
function refusedByAnswer(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const status = Number(error.status);
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}
