import { todayInStore } from '@burgers/domain/coupons';
import { MSG } from '@burgers/domain/messages';
import { fromCents, toCents } from '@burgers/domain/pricing';
import type { AppContext } from '#context';
import type { UserRow } from '#http/auth';
import { conflict } from '#lib/errors';
import * as repo from './repo';
import { recordActivity } from '../activity/record';
import { fullName } from '../orders/service';

type CloseContext = Pick<AppContext, 'db' | 'now'>;

/** The drawer starts the day empty: no opening float is configured yet. */
const OPENING_FLOAT_CENTS = 0;

export interface CashDay {
  day: string;
  openingFloat: number;
  byMethod: { efectivo: number; qr: number; mercadopago: number; link: number };
  cashIn: number;
  cashOut: number;
  /** Opening float + cash in − cash out: what the drawer should hold. */
  expected: number;
  /** Cash orders of the day not taken yet. */
  owed: number;
  closed: { counted: number; difference: number; note: string; by: string; at: string } | null;
}

function expectedCents(takings: repo.DayTakings): number {
  return OPENING_FLOAT_CENTS + takings.cashInCents - takings.cashOutCents;
}

/** What came in on the store's day by method, and the drawer's expected cash; the close if done. */
export async function cashDay(ctx: CloseContext, day: string | undefined): Promise<CashDay> {
  const theDay = day ?? todayInStore(ctx.now());
  const [takings, close] = await Promise.all([repo.dayTakings(ctx.db, theDay), repo.closeOf(ctx.db, theDay)]);
  return {
    day: theDay,
    openingFloat: fromCents(OPENING_FLOAT_CENTS),
    byMethod: {
      efectivo: fromCents(takings.cashInCents),
      qr: fromCents(takings.qrCents),
      mercadopago: fromCents(takings.webCents),
      link: fromCents(takings.linkCents),
    },
    cashIn: fromCents(takings.cashInCents),
    cashOut: fromCents(takings.cashOutCents),
    expected: fromCents(expectedCents(takings)),
    owed: fromCents(takings.owedCents),
    closed: close
      ? {
          counted: fromCents(close.countedCents),
          difference: fromCents(close.differenceCents),
          note: close.note,
          by: close.closedByName,
          at: close.closedAt.toISOString(),
        }
      : null,
  };
}

/** Closes the day's drawer once, recording the difference between counted and expected. */
export async function closeCashDay(
  ctx: CloseContext,
  staff: UserRow,
  day: string,
  input: { counted: number; note: string },
): Promise<CashDay> {
  await ctx.db.transaction(async (tx) => {
    const takings = await repo.dayTakings(tx, day);
    const expected = expectedCents(takings);
    const counted = toCents(input.counted);
    const inserted = await repo.insertClose(tx, {
      day,
      expectedCents: expected,
      countedCents: counted,
      differenceCents: counted - expected,
      note: input.note,
      closedById: staff.id,
      closedByName: fullName(staff),
      closedAt: ctx.now(),
    });
    if (!inserted) throw conflict(MSG.cashClosed);
    await recordActivity(tx, {
      actor: staff,
      action: 'cash.close',
      target: `caja ${day}`,
      after: {
        expected: fromCents(expected),
        counted: input.counted,
        difference: fromCents(counted - expected),
        note: input.note,
      },
    });
  });
  return cashDay(ctx, day);
}
