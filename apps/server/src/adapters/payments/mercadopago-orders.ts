import { MPNotFoundError, Order, type MercadoPagoConfig } from 'mercadopago';
import type { OrderResponse } from 'mercadopago/dist/clients/order/commonTypes';
import type { CreateOrderRequest } from 'mercadopago/dist/clients/order/create/types';
import { fromCents, toCents } from '@burgers/domain/pricing';
import type { PaymentStatus } from '@burgers/domain/types';
import type { Config } from '#config';
import type { CreatedInStoreOrder, InStoreOrderRequest, ProviderPayment, ProviderRefund, RefundRequest } from './types';

type OrdersConfig = Pick<Config, 'mpQrPosId' | 'mpPointTerminalId'>;

/**
 * The SDK's request type does not list the in-store settings yet; MercadoPago's Orders API reads
 * `config.qr` (the store's cash register and a dynamic QR) or `config.point` (a Point terminal).
 */
type InStoreOrderBody = CreateOrderRequest & {
  config:
    | { qr: { external_pos_id: string; mode: 'dynamic' } }
    | { point: { terminal_id: string; print_on_terminal: 'no_ticket' } };
};

/** An order's state in the Orders API, in the shop's payment terms. */
export function inStoreOrderStatus(status: string | undefined): PaymentStatus {
  switch (status) {
    case 'processed':
      return 'approved';
    case 'canceled':
    case 'cancelled':
    case 'expired':
    case 'failed':
    case 'refunded':
      return 'rejected';
    default:
      return 'pending';
  }
}

/** A counter payment's id (the Orders API's `ORD…`), as opposed to a Checkout Pro payment's number. */
export const isInStoreOrderId = (id: string): boolean => /^ORD[A-Z0-9]+$/i.test(id);

/** The refunds MercadoPago lists on an order, in the shop's terms (those it did not refuse). */
function refundsOf(order: OrderResponse): ProviderRefund[] {
  return (order.transactions?.refunds ?? []).flatMap((refund) =>
    refund.id && refund.amount && refund.status !== 'rejected' && refund.status !== 'failed'
      ? [{ id: refund.id, amountCents: toCents(Number(refund.amount)), createdAt: new Date() }]
      : [],
  );
}

/** Whole minutes left, as the ISO 8601 duration the Orders API takes (at least one minute). */
function minutesUntil(at: Date): string {
  return `PT${Math.max(1, Math.floor((at.getTime() - Date.now()) / 60_000))}M`;
}

/** MercadoPago's Orders API (QR and Point at the counter) through the official SDK's Order client. */
export function mercadoPagoInStoreOrders(client: MercadoPagoConfig, config: OrdersConfig) {
  const orders = new Order(client);
  return {
    async createInStoreOrder(request: InStoreOrderRequest): Promise<CreatedInStoreOrder> {
      const amount = fromCents(request.totalCents).toFixed(2);
      const terminalId = config.mpPointTerminalId ?? null;
      if (!terminalId && !config.mpQrPosId) throw new Error('MP_QR_POS_ID is not set: no cash register for the QR');
      const body: InStoreOrderBody = {
        type: terminalId ? 'point' : 'qr',
        external_reference: String(request.orderId),
        total_amount: amount,
        description: request.description,
        expiration_time: minutesUntil(request.expiresAt),
        transactions: { payments: [{ amount }] },
        config: terminalId
          ? { point: { terminal_id: terminalId, print_on_terminal: 'no_ticket' } }
          : { qr: { external_pos_id: config.mpQrPosId ?? '', mode: 'dynamic' } },
      };
      const order = await orders.create({
        body,
        // A retried request for the same order must not open a second charge.
        requestOptions: { idempotencyKey: `counter-order-${request.orderId}` },
      });
      if (!order.id) throw new Error('MercadoPago returned an order without id');
      return { id: order.id, qrData: terminalId ? null : (order.type_response?.qr_data ?? null), terminalId };
    },

    async getInStoreOrder(inStoreOrderId: string): Promise<ProviderPayment | null> {
      if (!/^[A-Za-z0-9_-]+$/.test(inStoreOrderId)) return null;
      try {
        const order = await orders.get({ id: inStoreOrderId });
        const paid = (order.transactions?.payments ?? []).filter((payment) => payment.status === 'processed');
        const paidCents = paid.reduce(
          (sum, payment) => sum + toCents(Number(payment.paid_amount ?? payment.amount ?? 0)),
          0,
        );
        const amountCents = toCents(Number(order.total_paid_amount ?? fromCents(paidCents)));
        const reference = Number(order.external_reference);
        return {
          id: order.id ?? inStoreOrderId,
          status: inStoreOrderStatus(order.status),
          orderId: Number.isInteger(reference) && reference > 0 ? reference : null,
          installments: 1,
          transactionAmountCents: amountCents,
          installmentAmountCents: amountCents,
          totalPaidCents: amountCents,
          raw: order,
          refunds: refundsOf(order),
        };
      } catch (error) {
        if (error instanceof MPNotFoundError) return null;
        throw error;
      }
    },

    /** Money back on a counter payment: through the order's refund, on its processed payment. */
    async refundInStoreOrder(request: RefundRequest): Promise<ProviderRefund> {
      const order = await orders.get({ id: request.paymentId });
      const payment = (order.transactions?.payments ?? []).find((candidate) => candidate.status === 'processed');
      if (!payment?.id) throw new Error('MercadoPago shows no processed payment on this order');
      const before = new Set(refundsOf(order).map((refund) => refund.id));
      const answer = await orders.refund({
        id: request.paymentId,
        body: { transactions: [{ id: payment.id, amount: fromCents(request.amountCents).toFixed(2) }] },
        // Derived from the desk's request: a retry or a double click gets the same refund back.
        requestOptions: { idempotencyKey: request.idempotencyKey },
      });
      const made = refundsOf(answer).find((refund) => !before.has(refund.id)) ?? refundsOf(answer).at(-1);
      if (!made) throw new Error('MercadoPago answered an order refund without its refund');
      return { ...made, amountCents: request.amountCents };
    },
  };
}
