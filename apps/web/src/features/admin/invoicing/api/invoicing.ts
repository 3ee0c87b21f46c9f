import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { invoicingPaths } from '@burgers/domain/routes/invoicing-paths';
import { apiText, callApi, type BodyOf } from '#api/client';
import { queryKeys } from '#api/query-keys';

export interface InvoiceFilters {
  from: string;
  to: string;
  status: '' | 'pendiente' | 'emitida' | 'rechazada';
  type: '' | '6' | '8' | '11' | '13';
}

/** GET /api/admin/invoicing: the shop's fiscal identity. */
export const fiscalIdentityQuery = () =>
  queryOptions({
    queryKey: queryKeys.invoices.identity(),
    queryFn: ({ signal }) => callApi(invoicingPaths.identity, { signal }),
  });

/** PUT /api/admin/invoicing; the identity and the lists reload. */
export function useSaveFiscalIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof invoicingPaths.saveIdentity>) => callApi(invoicingPaths.saveIdentity, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.invoices.identity(), saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all });
    },
  });
}

/** GET /api/admin/invoices: one page of vouchers with the filter's totals; pending ones refresh. */
export const adminInvoicesQuery = (filters: InvoiceFilters, page: number) =>
  queryOptions({
    queryKey: queryKeys.invoices.admin(filters, page),
    queryFn: ({ signal }) => callApi(invoicingPaths.adminInvoices, { signal, query: { ...filters, page } }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.rows.some((row) => row.status === 'pendiente') ? 20_000 : false),
  });

/** GET /api/admin/invoices.csv for the range, saved as a file (the token travels in a header). */
export async function downloadInvoicesCsv(filters: Pick<InvoiceFilters, 'from' | 'to'>): Promise<void> {
  const text = await apiText('/admin/invoices.csv', { query: { from: filters.from, to: filters.to } });
  const blob = new Blob([text.startsWith('\uFEFF') ? text : `\uFEFF${text}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `comprobantes${filters.from ? `-${filters.from}` : ''}${filters.to ? `-a-${filters.to}` : ''}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
