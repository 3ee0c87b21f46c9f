import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { formatVoucherNumber } from '@burgers/domain/invoicing';
import {
  downloadCreditNotePdf,
  downloadInvoicePdf,
  orderInvoiceQuery,
  useRetryVoucher,
  voucherName,
} from '#api/invoices';

export const INVOICE_TEXT = {
  download: 'Descargar factura',
  creditNote: 'Descargar nota de crédito',
  ticket: 'Factura para el rollo',
  downloadFailed: 'No pudimos descargar la factura. Probá de nuevo.',
  retry: 'Reintentar',
  status: { emitida: 'Emitida', pendiente: 'Pendiente', rechazada: 'Rechazada' },
  none: 'Sin factura',
} as const;

const TONE = { emitida: 'success', pendiente: 'warning', rechazada: 'danger' } as const;

/**
 * An order's invoice where people look at the order: the customer gets `Descargar factura` once it
 * is issued, and each credit note a refund issued; the staff (`withStatus`) also see its number and
 * status, ARCA's message and, for the admin, `Reintentar`.
 */
export function InvoiceActions({
  purchaseId,
  withStatus = false,
  canRetry = false,
  className = '',
}: {
  purchaseId: string;
  withStatus?: boolean;
  canRetry?: boolean;
  className?: string;
}) {
  const invoice = useQuery(orderInvoiceQuery(purchaseId)).data;
  const retry = useRetryVoucher();
  const [failed, setFailed] = useState(false);
  if (!invoice) {
    return withStatus && invoice === null ? (
      <p className={`small text-body-secondary ${className}`}>{INVOICE_TEXT.none}</p>
    ) : null;
  }
  const saving = (file: Promise<void>) => {
    setFailed(false);
    file.catch(() => setFailed(true));
  };
  const download = (format: 'a4' | 'ticket' = 'a4') => saving(downloadInvoicePdf(invoice, purchaseId, format));
  const issuedNotes = invoice.creditNotes.filter((note) => note.status === 'emitida' && note.number !== null);
  return (
    <div className={`invoice-actions d-flex flex-wrap align-items-center gap-2 ${className}`} data-testid="invoice">
      {withStatus && (
        <p className="mb-0">
          <span className="fw-semibold">{voucherName(invoice)}</span>{' '}
          <span className={`badge text-bg-${TONE[invoice.status]}`}>{INVOICE_TEXT.status[invoice.status]}</span>
          {invoice.status !== 'emitida' && invoice.message && (
            <span className="d-block small text-body-secondary">{invoice.message}</span>
          )}
        </p>
      )}
      {invoice.status === 'emitida' && (
        <Button variant="outline-primary" onClick={() => download()}>
          {INVOICE_TEXT.download}
        </Button>
      )}
      {/* The staff hand it over printed on the counter's thermal roll. */}
      {withStatus && invoice.status === 'emitida' && (
        <Button variant="outline-secondary" onClick={() => download('ticket')}>
          {INVOICE_TEXT.ticket}
        </Button>
      )}
      {issuedNotes.map((note) => (
        <Button key={note.id} variant="outline-primary" onClick={() => saving(downloadCreditNotePdf(note, purchaseId))}>
          {`${INVOICE_TEXT.creditNote} ${formatVoucherNumber(note.pointOfSale, note.number ?? 0)}`}
        </Button>
      ))}
      {canRetry && invoice.status !== 'emitida' && (
        <Button variant="outline-secondary" disabled={retry.isPending} onClick={() => retry.mutate(invoice.id)}>
          {INVOICE_TEXT.retry}
        </Button>
      )}
      {failed && (
        <p className="text-danger small mb-0" role="alert">
          {INVOICE_TEXT.downloadFailed}
        </p>
      )}
    </div>
  );
}

/** The invoice in one cell of the orders desk: its number and status, or a dash while there is none. */
export function InvoiceCell({ purchaseId }: { purchaseId: string }) {
  const invoice = useQuery(orderInvoiceQuery(purchaseId)).data;
  if (!invoice) return <span className="text-body-secondary">—</span>;
  return (
    <span data-testid="desk-invoice">
      <span className="d-block small text-nowrap">
        {invoice.number === null ? invoice.letter : `${invoice.letter} ${String(invoice.number).padStart(8, '0')}`}
      </span>
      <span className={`badge text-bg-${TONE[invoice.status]}`}>{INVOICE_TEXT.status[invoice.status]}</span>
    </span>
  );
}
