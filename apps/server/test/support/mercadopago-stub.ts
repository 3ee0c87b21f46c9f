import { vi } from 'vitest';
import type { PaymentsProvider, PreferenceRequest, ProviderPayment } from '../../src/adapters/payments/types';
import type { TestApp } from './test-app';

/**
 * MercadoPago without the network, for apps started with PAYMENTS=mercadopago: preferences are
 * kept as asked for, and a payment is answered from `remote` (what the provider would report),
 * so a test sets `remote` first and then sends the webhook. Built when the describe block is
 * read; `install` swaps it into the app once the app has started (in beforeAll).
 */
export function stubMercadoPago() {
  const preferences: PreferenceRequest[] = [];
  const remote = new Map<string, ProviderPayment>();
  const getPayment = vi.fn<PaymentsProvider['getPayment']>(async (id) => remote.get(id) ?? null);
  const provider: PaymentsProvider = {
    name: 'mercadopago',
    async createPreference(request) {
      preferences.push(request);
      return { id: `pref-${request.orderId}`, init_point: `https://www.mercadopago.test/checkout?pref=${request.orderId}` };
    },
    getPayment,
  };
  return {
    preferences,
    remote,
    getPayment,
    install(t: TestApp) {
      t.app.ctx.payments = provider;
    },
  };
}
