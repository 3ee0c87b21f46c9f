import type { Config } from '#config';
import type { Db } from '#db/client';
import { createMercadoPagoProvider } from './mercadopago';
import { createSandboxProvider } from './sandbox';
import type { PaymentsProvider } from './types';

/** PAYMENTS chooses the provider: the local sandbox (default) or MercadoPago. */
export function createPaymentsProvider(config: Config, db: Db): PaymentsProvider {
  return config.payments === 'mercadopago' ? createMercadoPagoProvider(config) : createSandboxProvider(config, db);
}
