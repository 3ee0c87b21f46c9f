import { deskPaths } from '@burgers/domain/routes/desk-paths';
import { callApi } from '#api/client';
import type { DeskFilters } from './admin-orders';

/**
 * GET /api/admin/orders.csv for the filtered range, saved as a file. The token travels in a header,
 * so the file is fetched here and handed to the browser as a download.
 */
export async function downloadOrdersCsv(filters: DeskFilters): Promise<void> {
  const text = await callApi(deskPaths.ordersCsv, { query: { ...filters } });
  // The server's file starts with a byte-order mark; keep it so Excel reads the accents.
  const blob = new Blob([text.startsWith('\uFEFF') ? text : `\uFEFF${text}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `pedidos${filters.from ? `-${filters.from}` : ''}${filters.to ? `-a-${filters.to}` : ''}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
