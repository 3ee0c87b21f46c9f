import { formatVoucherNumber, letterOf, type VoucherType } from '@burgers/domain/invoicing';
import { INVOICING_MSG } from '@burgers/domain/schemas/invoicing';
import type { AppContext } from '#context';
import type { UserRow } from '#http/auth';
import { notFound } from '#lib/errors';
import { invoicePdf } from './pdf';
import * as repo from './repo';
import { invoiceOfOrder } from './service';
import { orderFor } from '../orders/service';

/** The invoice's PDF, once ARCA (or the sandbox) authorised it: before, the same 404 as its JSON. */
export async function invoiceDocument(
  ctx: Pick<AppContext, 'db' | 'database' | 'config' | 'now' | 'invoicing'>,
  user: UserRow,
  purchaseId: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { view, invoice } = await invoiceOfOrder(ctx, user, purchaseId);
  const identity = await repo.readIdentity(ctx.db);
  const { number, cae, caeDueDate, voucherDate } = invoice;
  if (view.status !== 'emitida' || !identity || number === null || !cae || !caeDueDate || !voucherDate || !view.qrUrl) {
    throw notFound(INVOICING_MSG.invoiceNotFound);
  }
  const order = await orderFor(ctx, user, purchaseId);
  const pdf = await invoicePdf({
    invoice: { ...invoice, number, cae, caeDueDate, voucherDate },
    // The CUIT the voucher was issued under, whatever the identity says today.
    identity: { ...identity, cuit: invoice.cuit },
    order,
    qrUrl: view.qrUrl,
    simulated: invoice.simulated,
  });
  const letter = letterOf(invoice.type as VoucherType);
  return { pdf, fileName: `factura-${letter}-${formatVoucherNumber(invoice.pointOfSale, number)}.pdf` };
}
