/** How channels, payment methods and payment states read in Spanish (desk, CSV, dashboard, kitchen). */
import { NO_SHOW_AFTER_MINUTES, type OrderChannel, type PaymentMethod, type PaymentState } from './constants';

export const CHANNEL_LABELS: Record<OrderChannel, string> = {
  web: 'Web',
  telefono: 'Teléfono',
  whatsapp: 'WhatsApp',
  mostrador: 'Mostrador',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  mercadopago: 'MercadoPago',
  efectivo: 'Efectivo',
  qr: 'QR',
  link: 'Link de pago',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentState, string> = {
  pagado: 'Pagado',
  a_cobrar: 'A cobrar',
};

/** `$ 17.200` as the shop writes pesos (whole pesos shown without decimals). */
export function pesosText(amount: number): string {
  const whole = Number.isInteger(amount);
  const digits = Math.abs(amount).toLocaleString('es-AR', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return `${amount < 0 ? '-' : ''}$ ${digits}`;
}

/** The line the kitchen card, the ticket and the desk show for cash still owed. */
export function owedText(
  payment: { status: PaymentState; payWith: number | null; change: number | null },
  total: number,
): string | null {
  if (payment.status !== 'a_cobrar') return null;
  const parts = [`A cobrar ${pesosText(total)}`];
  if (payment.payWith !== null) parts.push(`paga con ${pesosText(payment.payWith)}`);
  if (payment.change !== null && payment.payWith !== null) parts.push(`vuelto ${pesosText(payment.change)}`);
  return parts.join(' · ');
}

/**
 * Whether staff may mark a ready order `No retirado` now: still waiting on the ready list an hour
 * (NO_SHOW_AFTER_MINUTES) past its promised time. The server decides again on its own clock.
 */
export function noShowAllowed(
  order: { status: string; promisedAt: string; noShowAt?: string | null },
  now: Date,
): boolean {
  const promised = Date.parse(order.promisedAt);
  return (
    order.status === 'Listo' && Number.isFinite(promised) && now.getTime() >= promised + NO_SHOW_AFTER_MINUTES * 60_000
  );
}
