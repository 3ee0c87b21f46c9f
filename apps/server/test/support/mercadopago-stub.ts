import { vi } from 'vitest';
import type {
  InStoreOrderRequest,
  PaymentsProvider,
  PreferenceRequest,
  ProviderPayment,
  ProviderRefund,
} from '#adapters/payments/types';
import type { TestApp } from './test-app';

/**
 * MercadoPago without the network, for apps started with PAYMENTS=mercadopago: preferences are
 * kept as asked for, and a payment is answered from `remote` (what the provider would report),
 * so a test sets `remote` first and then sends the webhook. Built when the describe block is
 * read; `install` swaps it into the app once the app has started (in beforeAll).
 *
 * The Orders API (QR and Point at the counter) likewise: `inStoreOrders` keeps what was asked for
 * (ids ORD…, as MercadoPago's), and `remoteOrders` holds what MercadoPago reports for each.
 */
export function stubMercadoPago() {
  const preferences: PreferenceRequest[] = [];
  const remote = new Map<string, ProviderPayment>();
  const getPayment = vi.fn<PaymentsProvider['getPayment']>(async (id) => remote.get(id) ?? null);
  // Like MercadoPago, the same idempotency key answers the refund already made.
  const refundsByKey = new Map<string, ProviderRefund>();
  let refundIds = 0;
  const refundPayment = vi.fn<PaymentsProvider['refundPayment']>(async (request) => {
    const made = refundsByKey.get(request.idempotencyKey);
    if (made) return made;
    refundIds += 1;
    const refund = { id: `mp-refund-${refundIds}`, amountCents: request.amountCents, createdAt: new Date() };
    refundsByKey.set(request.idempotencyKey, refund);
    return refund;
  });
  const inStoreOrders: Array<InStoreOrderRequest & { id: string }> = [];
  const remoteOrders = new Map<string, ProviderPayment>();
  const getInStoreOrder = vi.fn<PaymentsProvider['getInStoreOrder']>(async (id) => remoteOrders.get(id) ?? null);
  const provider: PaymentsProvider = {
    name: 'mercadopago',
    async createPreference(request) {
      preferences.push(request);
      return {
        id: `pref-${request.orderId}`,
        init_point: `https://www.mercadopago.test/checkout?pref=${request.orderId}`,
      };
    },
    getPayment,
    refundPayment,
    async createInStoreOrder(request) {
      const id = `ORD${String(request.orderId).padStart(8, '0')}QR`;
      inStoreOrders.push({ ...request, id });
      return {
        id,
        qrData: `00020101021243650016COM.MERCADOLIBRE0201306364${id}5204970053030325802AR`,
        terminalId: null,
      };
    },
    getInStoreOrder,
  };
  return {
    inStoreOrders,
    remoteOrders,
    getInStoreOrder,
    preferences,
    remote,
    getPayment,
    refundPayment,
    install(t: TestApp) {
      t.app.ctx.payments = provider;
    },
  };
}
