import { todayInStore } from '@burgers/domain/coupons';
import { creditNoteTypeFor, invoiceAmounts, invoiceTypeFor, type VoucherType } from '@burgers/domain/invoicing';
import { ArcaUnavailable, type ArcaClient } from '#adapters/arca/types';
import type { AppContext } from '#context';
import { arcaClientFor } from './arca-client';
import * as repo from './repo';

export type IssuerContext = Pick<AppContext, 'db' | 'config' | 'now' | 'log'>;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** How far back the sweep looks for paid orders and refunds without their voucher. */
const SWEEP_WINDOW_MS = 2 * DAY_MS;
const BATCH = 50;
/** Longer than one ARCA call with its timeout: a holder that died lets go within this. */
export const LEASE_MS = 2 * MINUTE_MS;

/** 30 s, 1, 2, 4 ... minutes, at most an hour apart; after a day only the owner's Reintentar. */
export function nextAttempt(voucher: repo.InvoiceRow, attempts: number, now: Date): Date | null {
  if (now.getTime() - voucher.createdAt.getTime() >= DAY_MS) return null;
  const wait = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * MINUTE_MS);
  return new Date(now.getTime() + wait);
}

/**
 * Queues what must be invoiced: paid orders and refunds of the last two days (and since invoicing
 * was turned on) without their voucher. Inserting is idempotent (unique per order and per
 * refund), so instances sweeping together, or a payment's kick and the poll, make one row.
 */
export async function enqueue(ctx: IssuerContext, identity: repo.IdentityRow): Promise<void> {
  const now = ctx.now();
  const window = new Date(now.getTime() - SWEEP_WINDOW_MS);
  const since = identity.enabledSince && identity.enabledSince > window ? identity.enabledSince : window;
  const simulated = ctx.config.arca.mode === 'sandbox';
  const type = invoiceTypeFor(identity.vatCondition);
  const paid = await repo.ordersWithoutInvoice(ctx.db, since, BATCH);
  await repo.insertVouchers(
    ctx.db,
    paid.map((order) => {
      const amounts = invoiceAmounts(order.totalCents, type);
      return {
        orderId: order.id,
        kind: 'invoice' as const,
        type,
        pointOfSale: identity.pointOfSale,
        cuit: identity.cuit,
        ...amounts,
        simulated,
        nextAttemptAt: now,
      };
    }),
  );
  const refunds = await repo.refundsWithoutCreditNote(ctx.db, since, BATCH);
  await repo.insertVouchers(
    ctx.db,
    refunds.map(({ refundId, amountCents, invoice }) => {
      const noteType = creditNoteTypeFor(invoice.type as VoucherType);
      return {
        orderId: invoice.orderId,
        kind: 'credit_note' as const,
        refundId,
        invoiceId: invoice.id,
        type: noteType,
        pointOfSale: invoice.pointOfSale,
        cuit: invoice.cuit,
        ...invoiceAmounts(amountCents, noteType),
        simulated: invoice.simulated,
        nextAttemptAt: now,
      };
    }),
  );
}

function messageOf(error: unknown): string {
  if (error instanceof ArcaUnavailable) return error.message;
  return 'No pudimos comunicarnos con ARCA.';
}

/**
 * One attempt at one voucher, under the lease. The number about to be used is written first, so
 * that if ARCA's answer is lost (ARCA or the shop dying in between) the next attempt asks ARCA
 * whether that number was authorised for this amount and day before taking another.
 */
export async function issueVoucher(ctx: IssuerContext, voucher: repo.InvoiceRow): Promise<repo.InvoiceRow> {
  const now = ctx.now();
  let associated: repo.InvoiceRow | undefined;
  if (voucher.kind === 'credit_note') {
    associated = voucher.invoiceId === null ? undefined : await repo.voucherById(ctx.db, voucher.invoiceId);
    if (associated?.status !== 'emitida') {
      // A credit note names its invoice's number: it waits for the invoice.
      return repo.updateVoucher(ctx.db, voucher.id, {
        message: 'Espera a que se emita la factura.',
        nextAttemptAt: new Date(now.getTime() + MINUTE_MS),
      });
    }
  }
  const attempts = voucher.attempts + 1;
  const client: ArcaClient = arcaClientFor(ctx, voucher.cuit);
  try {
    if (voucher.number !== null && voucher.voucherDate !== null) {
      const found = await client.find(voucher.pointOfSale, voucher.type, voucher.number);
      if (found && found.totalCents === voucher.totalCents && found.date === voucher.voucherDate) {
        return await repo.updateVoucher(ctx.db, voucher.id, {
          cae: found.cae,
          caeDueDate: found.caeDueDate,
          issuedAt: now,
          status: 'emitida',
          message: null,
          attempts,
          nextAttemptAt: null,
        });
      }
    }
    const number = (await client.lastAuthorized(voucher.pointOfSale, voucher.type)) + 1;
    const date = todayInStore(now);
    await repo.updateVoucher(ctx.db, voucher.id, { number, voucherDate: date, attempts, simulated: client.simulated });
    const result = await client.authorize({
      type: voucher.type,
      pointOfSale: voucher.pointOfSale,
      number,
      date,
      netCents: voucher.netCents,
      vatCents: voucher.vatCents,
      totalCents: voucher.totalCents,
      ...(associated?.number && associated.voucherDate
        ? {
            associated: {
              type: associated.type,
              pointOfSale: associated.pointOfSale,
              number: associated.number,
              cuit: associated.cuit,
              date: associated.voucherDate,
            },
          }
        : {}),
    });
    if (result.kind === 'rejected') {
      return await repo.updateVoucher(ctx.db, voucher.id, {
        status: 'rechazada',
        message: `ARCA rechazó el comprobante: ${result.message}`,
        number: null,
        nextAttemptAt: null,
      });
    }
    return await repo.updateVoucher(ctx.db, voucher.id, {
      cae: result.cae,
      caeDueDate: result.caeDueDate,
      issuedAt: now,
      status: 'emitida',
      message: null,
      nextAttemptAt: null,
    });
  } catch (error) {
    ctx.log.warn({ err: error, voucherId: voucher.id }, 'ARCA did not authorise a voucher; it will be retried');
    return repo.updateVoucher(ctx.db, voucher.id, {
      status: 'pendiente',
      message: messageOf(error),
      attempts,
      nextAttemptAt: nextAttempt(voucher, attempts, now),
    });
  }
}
