import { letterOf, qrUrl, type VoucherType } from '@burgers/domain/invoicing';
import type { CreditNoteView, InvoiceView } from '@burgers/domain/schemas/invoicing';
import type { InvoiceRow } from './repo';

const pesos = (cents: number) => cents / 100;

/** A voucher as the API answers it; the QR exists once ARCA (or the sandbox) gave the CAE. */
export function voucherView(row: InvoiceRow): CreditNoteView {
  const issued = row.status === 'emitida' && row.cae !== null && row.number !== null && row.voucherDate !== null;
  return {
    id: row.id,
    type: row.type,
    letter: letterOf(row.type as VoucherType),
    pointOfSale: row.pointOfSale,
    number: issued ? row.number : null,
    cae: issued ? row.cae : null,
    caeDueDate: issued ? row.caeDueDate : null,
    issuedAt: issued && row.issuedAt ? row.issuedAt.toISOString() : null,
    net: pesos(row.netCents),
    vat: pesos(row.vatCents),
    total: pesos(row.totalCents),
    status: row.status,
    message: row.message,
    qrUrl:
      issued && row.cae && row.number !== null && row.voucherDate
        ? qrUrl({
            date: row.voucherDate,
            cuit: row.cuit,
            pointOfSale: row.pointOfSale,
            type: row.type as VoucherType,
            number: row.number,
            totalCents: row.totalCents,
            cae: row.cae,
          })
        : null,
  };
}

export function invoiceView(invoice: InvoiceRow, creditNotes: InvoiceRow[]): InvoiceView {
  return { ...voucherView(invoice), creditNotes: creditNotes.map(voucherView) };
}
