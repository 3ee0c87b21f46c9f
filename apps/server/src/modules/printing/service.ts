import QRCode from 'qrcode';
import { href } from '@burgers/domain/pages';
import type { AppContext } from '#context';
import type { UserRow } from '#http/auth';
import * as repo from './repo';
import { orderFor } from '../orders/service';

export const PAPER_WIDTHS = [80, 58] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

type PrintingContext = Pick<AppContext, 'db'>;

/** The kitchen printer's paper width: 80 mm thermal rolls unless the admin chose 58 mm. */
export async function printingSettings(ctx: PrintingContext): Promise<{ paperMm: PaperWidth }> {
  return { paperMm: (await repo.readPaperWidth(ctx.db)) === 58 ? 58 : 80 };
}

export async function setPaperWidth(ctx: PrintingContext, paperMm: PaperWidth): Promise<{ paperMm: PaperWidth }> {
  await repo.writePaperWidth(ctx.db, paperMm);
  return { paperMm };
}

/**
 * The QR code printed on the customer's ticket: the purchase detail's address at PUBLIC_URL, as
 * SVG (text the printer renders sharp at any width). Only for those who may see the order.
 */
export async function purchaseQrSvg(
  ctx: Pick<AppContext, 'db' | 'database' | 'config'>,
  user: UserRow,
  purchaseId: string,
): Promise<string> {
  const order = await orderFor(ctx, user, purchaseId);
  const url = `${ctx.config.publicUrl}${href('purchaseDetail', { id: order.purchaseId })}`;
  return QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
}
