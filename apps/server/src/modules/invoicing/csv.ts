import { stringify } from 'csv-stringify/sync';
import { letterOf, type VoucherType } from '@burgers/domain/invoicing';
import type { AppContext } from '#context';
import * as repo from './repo';
import { csvMoney } from '../desk/service';

export const INVOICE_CSV_COLUMNS = [
  'Fecha',
  'Tipo',
  'Punto de venta',
  'Número',
  'CAE',
  'Vencimiento CAE',
  'Neto',
  'IVA',
  'Total',
  'Pedido',
];

const day = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');

/**
 * The accountant's file of issued vouchers, in the orders' export form (UTF-8 with a BOM, `;`,
 * decimal comma). Credit notes are negative, so a month's Total adds up to its sales net of refunds.
 */
export async function invoicesCsv(ctx: Pick<AppContext, 'db'>, query: { from?: string; to?: string }): Promise<string> {
  const rows = await repo.listVouchers(ctx.db, { from: query.from, to: query.to, status: 'emitida' }, null);
  const records = [...rows].reverse().map(({ voucher, purchaseId, orderNumber }) => {
    const sign = voucher.kind === 'credit_note' ? -1 : 1;
    const letter = letterOf(voucher.type as VoucherType);
    return [
      day(voucher.voucherDate),
      `${voucher.kind === 'credit_note' ? 'Nota de Crédito' : 'Factura'} ${letter}`,
      String(voucher.pointOfSale).padStart(5, '0'),
      String(voucher.number ?? '').padStart(8, '0'),
      voucher.cae ?? '',
      day(voucher.caeDueDate),
      csvMoney(sign * voucher.netCents),
      csvMoney(sign * voucher.vatCents),
      csvMoney(sign * voucher.totalCents),
      orderNumber === null ? (purchaseId ?? '') : `#${orderNumber} (${purchaseId ?? ''})`,
    ];
  });
  return `\uFEFF${stringify([INVOICE_CSV_COLUMNS, ...records], { delimiter: ';', record_delimiter: '\r\n' })}`;
}
