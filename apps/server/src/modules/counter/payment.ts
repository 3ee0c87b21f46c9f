import QRCode from 'qrcode';
import type { StaffQr } from '@burgers/domain/types';
import type { AppContext } from '#context';
import type { PricedLine } from '../checkout/pricing';
import { providerItems } from '../checkout/service';

type OpenContext = Pick<AppContext, 'payments'>;

export interface OpenedPayment {
  /** Kept as the order's preferenceId: the provider's notifications name it. */
  preferenceId: string;
  /** A Checkout Pro link (link); null for a QR. */
  paymentUrl: string | null;
  qr: StaffQr | null;
}

export interface PaymentToOpen {
  method: 'qr' | 'link';
  orderId: number;
  lines: readonly PricedLine[];
  totalCents: number;
  note: string;
  payerEmail: string;
  expiresAt: Date;
}

/**
 * Opens where a staff order is paid: a Checkout Pro link to send, or a payment at the counter by
 * MercadoPago's Orders API, a dynamic QR drawn for the staff's screen (or the store's Point).
 */
export async function openStaffPayment(ctx: OpenContext, request: PaymentToOpen): Promise<OpenedPayment> {
  if (request.method === 'link') {
    const preference = await ctx.payments.createPreference({
      orderId: request.orderId,
      items: providerItems(request.lines),
      totalCents: request.totalCents,
      note: request.note,
      payerEmail: request.payerEmail,
      expiresAt: request.expiresAt,
    });
    return { preferenceId: preference.id, paymentUrl: preference.init_point, qr: null };
  }
  const opened = await ctx.payments.createInStoreOrder({
    orderId: request.orderId,
    totalCents: request.totalCents,
    description: `Burgers Devoto, pedido ${request.orderId}`,
    expiresAt: request.expiresAt,
  });
  return { preferenceId: opened.id, paymentUrl: null, qr: await staffQr(opened) };
}

/** The QR as an image the staff's screen shows (a PNG data URL), or the Point terminal it went to. */
export async function staffQr(opened: { id: string; qrData: string | null; terminalId: string | null }) {
  const image = opened.qrData ? await QRCode.toDataURL(opened.qrData, { margin: 1, width: 320 }) : null;
  return { id: opened.id, image, terminal: opened.terminalId };
}
