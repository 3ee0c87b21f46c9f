import { formatVoucherNumber, letterOf, type VoucherType } from '@burgers/domain/invoicing';
import { INVOICING_MSG } from '@burgers/domain/schemas/invoicing';
import type { AppContext } from '#context';
import type { UserRow } from '#http/auth';
import { notFound } from '#lib/errors';
import { invoicePdf, type InvoiceDocument } from './pdf';
import { invoiceTicketPdf } from './pdf-ticket';
import * as repo from './repo';
import { invoiceOfOrder } from './service';
import { orderFor } from '../orders/service';
import { printingSettings } from '../printing/service';

type DocumentContext = Pick<AppContext, 'db' | 'database' | 'config' | 'now' | 'invoicing'>;

/** The invoice's PDF, once ARCA (or the sandbox) authorised it: before, the same 404 as its JSON. */
export async function invoiceDocument(
  ctx: DocumentContext,
  user: UserRow,
  purchaseId: string,
  format: 'a4' | 'ticket' = 'a4',
): Promise<{ pdf: Buffer; fileName: string }> {
  const { view, invoice } = await invoiceOfOrder(ctx, user, purchaseId);
  const identity = await repo.readIdentity(ctx.db);
  const { number, cae, caeDueDate, voucherDate } = invoice;
  if (view.status !== 'emitida' || !identity || number === null || !cae || !caeDueDate || !voucherDate || !view.qrUrl) {
    throw notFound(INVOICING_MSG.invoiceNotFound);
  }
  const order = await orderFor(ctx, user, purchaseId);
  const contents: InvoiceDocument = {
    invoice: { ...invoice, number, cae, caeDueDate, voucherDate },
    // The CUIT the voucher was issued under, whatever the identity says today.
    identity: { ...identity, cuit: invoice.cuit },
    order,
    qrUrl: view.qrUrl,
    simulated: invoice.simulated,
  };
  // The counter prints on the thermal roll the printing settings name.
  const pdf =
    format === 'ticket'
      ? await invoiceTicketPdf(contents, (await printingSettings(ctx)).paperMm)
      : await invoicePdf(contents);
  const letter = letterOf(invoice.type as VoucherType);
  return { pdf, fileName: `factura-${letter}-${formatVoucherNumber(invoice.pointOfSale, number)}.pdf` };
}

/**
 * A credit note's PDF (A4), once authorised: GET /orders/{purchaseId}/credit-notes/{id}.pdf, for
 * whoever may see the order's invoice. It names the invoice it corrects and the refund's reason.
 */
export async function creditNoteDocument(
  ctx: DocumentContext,
  user: UserRow,
  purchaseId: string,
  id: number,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { view, orderId } = await invoiceOfOrder(ctx, user, purchaseId);
  const noteView = view.creditNotes.find((note) => note.id === id);
  const [note] = (await repo.vouchersOfOrder(ctx.db, orderId)).filter((voucher) => voucher.id === id);
  const identity = await repo.readIdentity(ctx.db);
  const { number, cae, caeDueDate, voucherDate, refundId } = note ?? {};
  if (
    !note ||
    noteView?.status !== 'emitida' ||
    !noteView.qrUrl ||
    !identity ||
    view.number === null ||
    number == null ||
    !cae ||
    !caeDueDate ||
    !voucherDate
  ) {
    throw notFound(INVOICING_MSG.invoiceIdNotFound);
  }
  const reason = refundId == null ? undefined : await repo.refundReason(ctx.db, refundId);
  const pdf = await invoicePdf({
    invoice: { ...note, number, cae, caeDueDate, voucherDate },
    identity: { ...identity, cuit: note.cuit },
    order: await orderFor(ctx, user, purchaseId),
    qrUrl: noteView.qrUrl,
    simulated: note.simulated,
    creditNote: {
      associated: `Factura ${view.letter} ${formatVoucherNumber(view.pointOfSale, view.number)}`,
      reason: reason ?? 'Devolución',
    },
  });
  const letter = letterOf(note.type as VoucherType);
  return { pdf, fileName: `nota-de-credito-${letter}-${formatVoucherNumber(note.pointOfSale, number)}.pdf` };
}
