import { checkoutPaths } from '@burgers/domain/routes/checkout-paths';
import { printingPaths } from '@burgers/domain/routes/printing-paths';
import type { PaperWidth } from '@burgers/domain/types';
import { apiText, callApi } from './client';

export type { PaperWidth };

/** GET /api/printing/settings (staff): the printer's paper; 80 mm when it cannot be read. */
export async function fetchPaperWidth(): Promise<PaperWidth> {
  try {
    const { paperMm } = await callApi(printingPaths.settings);
    return paperMm === 58 ? 58 : 80;
  } catch {
    return 80;
  }
}

export const savePaperWidth = (paperMm: PaperWidth) => callApi(printingPaths.saveSettings, { body: { paperMm } });

/** The installments the customer chose, for the ticket; null when the payment cannot be read. */
export async function fetchPaymentTerms(
  purchaseId: string,
): Promise<{ installments: number; installmentAmount: number } | null> {
  try {
    const info = await callApi(checkoutPaths.purchaseInfo, { params: { paymentId: purchaseId } });
    return { installments: info.installments, installmentAmount: info.transaction_details.installment_amount };
  } catch {
    return null;
  }
}

/** The ticket's QR code to the purchase detail, as SVG markup drawn by the server; empty when it cannot be read. */
export async function fetchPurchaseQr(purchaseId: string): Promise<string> {
  try {
    const svg = await apiText(`/printing/orders/${encodeURIComponent(purchaseId)}/qr`);
    return svg.startsWith('<svg') ? svg : '';
  } catch {
    return '';
  }
}
