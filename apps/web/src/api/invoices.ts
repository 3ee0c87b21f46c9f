import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { formatVoucherNumber } from '@burgers/domain/invoicing';
import { invoicingPaths } from '@burgers/domain/routes/invoicing-paths';
import type { CreditNoteView, InvoiceView } from '@burgers/domain/schemas/invoicing';
import { useSession } from '#stores/session';
import { ApiError, callApi } from './client';
import { queryKeys } from './query-keys';

/**
 * GET /api/orders/{purchaseId}/invoice: the order's invoice, or null while it has none (404).
 * Read again while it is on its way: the job issues it in the background.
 */
export const orderInvoiceQuery = (purchaseId: string) =>
  queryOptions({
    queryKey: queryKeys.invoices.order(purchaseId),
    queryFn: async ({ signal }) => {
      try {
        return await callApi(invoicingPaths.orderInvoice, { params: { purchaseId }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: (query) => {
      if (query.state.data?.status === 'pendiente') return 20_000;
      // Just paid: the job issues it within seconds of the payment. An order from before invoicing
      // was on never gets one, so the asking stops after half a minute.
      if (query.state.data === null && query.state.dataUpdateCount < 10) return 3_000;
      return false;
    },
  });

/** `Factura B 00003-00000127`, or the letter alone before ARCA gave the number. */
export function voucherName(voucher: Pick<CreditNoteView, 'type' | 'letter' | 'pointOfSale' | 'number'>): string {
  const kind = voucher.type === 8 || voucher.type === 13 ? 'Nota de crédito' : 'Factura';
  return voucher.number === null
    ? `${kind} ${voucher.letter}`
    : `${kind} ${voucher.letter} ${formatVoucherNumber(voucher.pointOfSale, voucher.number)}`;
}

/**
 * A voucher's PDF saved as a file: the token travels in a header, so the PDF is fetched here and
 * handed to the browser as a download.
 */
async function downloadPdf(path: string, fileName: string): Promise<void> {
  const token = useSession.getState().user?.token;
  const response = await fetch(`/api${path}`, { headers: token ? { 'auth-token': token } : {} });
  if (!response.ok) throw new ApiError(response.status, '', null);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** GET /api/orders/{purchaseId}/invoice.pdf: A4, or the counter's thermal roll. */
export function downloadInvoicePdf(
  invoice: InvoiceView,
  purchaseId: string,
  format: 'a4' | 'ticket' = 'a4',
): Promise<void> {
  const query = format === 'ticket' ? '?format=ticket' : '';
  const name = `factura-${invoice.letter}-${formatVoucherNumber(invoice.pointOfSale, invoice.number ?? 0)}`;
  return downloadPdf(
    `/orders/${encodeURIComponent(purchaseId)}/invoice.pdf${query}`,
    `${name}${format === 'ticket' ? '-ticket' : ''}.pdf`,
  );
}

/** GET /api/orders/{purchaseId}/credit-notes/{id}.pdf: a refund's credit note, A4. */
export function downloadCreditNotePdf(note: CreditNoteView, purchaseId: string): Promise<void> {
  return downloadPdf(
    `/orders/${encodeURIComponent(purchaseId)}/credit-notes/${note.id}.pdf`,
    `nota-de-credito-${note.letter}-${formatVoucherNumber(note.pointOfSale, note.number ?? 0)}.pdf`,
  );
}

/** POST /api/admin/invoices/{id}/retry: Reintentar; every invoice list reloads. */
export function useRetryVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(invoicingPaths.retry, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all }),
  });
}
