import { formatVoucherNumber } from '@burgers/domain/invoicing';
import {
  INVOICING_MSG,
  INVOICES_PAGE_SIZE,
  type AdminInvoices,
  type AdminInvoicesQuery,
  type FiscalIdentity,
  type FiscalIdentityView,
  type InvoiceView,
} from '@burgers/domain/schemas/invoicing';
import type { AppContext } from '#context';
import type { UserRow } from '#http/auth';
import { conflict, notFound } from '#lib/errors';
import { invoiceView, voucherView } from './presenter';
import * as repo from './repo';
import { changedFields } from '../activity/audit';
import { recordActivity } from '../activity/record';
import { orderFor } from '../orders/service';

type InvoicingContext = Pick<AppContext, 'db' | 'database' | 'config' | 'now' | 'invoicing'>;

function identityView(ctx: InvoicingContext, row: repo.IdentityRow | undefined): FiscalIdentityView {
  return {
    businessName: row?.businessName ?? null,
    cuit: row?.cuit ?? null,
    address: row?.address ?? null,
    grossIncome: row?.grossIncome ?? null,
    activityStart: row?.activityStart ?? null,
    vatCondition: row?.vatCondition ?? null,
    pointOfSale: row?.pointOfSale ?? null,
    enabled: row?.enabled ?? false,
    mode: ctx.config.arca.mode,
  };
}

export async function fiscalIdentity(ctx: InvoicingContext): Promise<FiscalIdentityView> {
  return identityView(ctx, await repo.readIdentity(ctx.db));
}

/** PUT /admin/invoicing: the identity and the activity row in one transaction. */
export async function setFiscalIdentity(
  ctx: InvoicingContext,
  admin: UserRow,
  body: FiscalIdentity,
): Promise<FiscalIdentityView> {
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.readIdentity(tx);
    // Turned on now: the sweep starts here, orders paid while it was off are never invoiced.
    const enabledSince = body.enabled ? (before?.enabled ? before.enabledSince : now) : null;
    const written = await repo.writeIdentity(tx, { ...body, enabledSince }, now);
    const { before: was, after: is } = changedFields(before ? { ...identityView(ctx, before) } : {}, {
      ...identityView(ctx, written),
    });
    await recordActivity(tx, {
      actor: admin,
      action: 'invoicing.identity',
      target: written.businessName,
      before: was,
      after: is,
    });
    return written;
  });
  if (row.enabled) ctx.invoicing.kick();
  return identityView(ctx, row);
}

/** How long a read waits for a voucher the job is issuing right now (the sandbox takes milliseconds). */
const JUST_PAID_WAIT_MS = 3_000;

/** Paid since invoicing was on and not issued yet, or queued and never tried: the job is on it. */
function onItsWay(vouchers: repo.InvoiceRow[], paidAt: Date | null, identity: repo.IdentityRow | undefined): boolean {
  if (vouchers.some((row) => row.status === 'pendiente' && row.attempts === 0 && row.message === null)) return true;
  if (vouchers.some((row) => row.kind === 'invoice')) return false;
  return Boolean(identity?.enabled && identity.enabledSince && paidAt && paidAt >= identity.enabledSince);
}

/** Wakes the job and waits a moment for its round, never longer than a person would. */
async function kickAndWait(ctx: InvoicingContext): Promise<void> {
  ctx.invoicing.kick();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    ctx.invoicing.idle(),
    new Promise((resolve) => {
      timer = setTimeout(resolve, JUST_PAID_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * GET /orders/{purchaseId}/invoice: the buyer's or the staff's, 404 until there is one. A read right
 * after the payment waits a moment for the job, so the answer does not depend on who was faster.
 */
export async function invoiceOfOrder(
  ctx: InvoicingContext,
  user: UserRow,
  purchaseId: string,
): Promise<{ view: InvoiceView; invoice: repo.InvoiceRow; orderId: number }> {
  const order = await orderFor(ctx, user, purchaseId);
  const row = await repo.orderOf(ctx.db, order.purchaseId);
  if (!row) throw notFound(INVOICING_MSG.invoiceNotFound);
  let vouchers = await repo.vouchersOfOrder(ctx.db, row.id);
  if (onItsWay(vouchers, row.paidAt, await repo.readIdentity(ctx.db))) {
    await kickAndWait(ctx);
    vouchers = await repo.vouchersOfOrder(ctx.db, row.id);
  }
  const invoice = vouchers.find((voucher) => voucher.kind === 'invoice');
  if (!invoice) throw notFound(INVOICING_MSG.invoiceNotFound);
  const notes = vouchers.filter((voucher) => voucher.kind === 'credit_note');
  return { view: invoiceView(invoice, notes), invoice, orderId: row.id };
}

export async function listInvoices(ctx: InvoicingContext, query: AdminInvoicesQuery): Promise<AdminInvoices> {
  const page = query.page ?? 1;
  const filter = { from: query.from, to: query.to, status: query.status, type: query.type };
  const [rows, totals] = await Promise.all([
    repo.listVouchers(ctx.db, filter, { limit: INVOICES_PAGE_SIZE, offset: (page - 1) * INVOICES_PAGE_SIZE }),
    repo.voucherTotals(ctx.db, filter),
  ]);
  return {
    rows: rows.map(({ voucher, purchaseId, orderNumber }) => ({
      ...voucherView(voucher),
      purchaseId: purchaseId ?? '',
      orderNumber,
      attempts: voucher.attempts,
    })),
    count: totals.count,
    totals: { net: totals.net / 100, vat: totals.vat / 100, total: totals.total / 100 },
  };
}

/**
 * Reintentar: a pending or rejected voucher is due now; the job is woken and given a moment, so
 * the owner sees at once what ARCA answered (issued, or still pending with its message).
 */
export async function retryVoucher(ctx: InvoicingContext, admin: UserRow, id: number) {
  const row = await ctx.db.transaction(async (tx) => {
    const voucher = await repo.voucherById(tx, id);
    if (!voucher) throw notFound(INVOICING_MSG.invoiceIdNotFound);
    if (voucher.status === 'emitida') throw conflict(INVOICING_MSG.notRetryable);
    const updated = await repo.updateVoucher(tx, id, { status: 'pendiente', nextAttemptAt: ctx.now() });
    await recordActivity(tx, {
      actor: admin,
      action: 'invoice.retry',
      target: voucher.number === null ? `#${voucher.id}` : formatVoucherNumber(voucher.pointOfSale, voucher.number),
      before: { status: voucher.status, message: voucher.message },
      after: { status: 'pendiente' },
    });
    return updated;
  });
  await kickAndWait(ctx);
  return voucherView((await repo.voucherById(ctx.db, id)) ?? row);
}
