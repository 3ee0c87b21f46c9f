import { todayInStore } from '@burgers/domain/coupons';
import { MSG } from '@burgers/domain/messages';
import { fromCents, toCents } from '@burgers/domain/pricing';
import type { AppContext } from '#context';
import type { Tx } from '#db/client';
import type { UserRow } from '#http/auth';
import { conflict } from '#lib/errors';
import * as repo from './repo';
import { recordActivity } from '../activity/record';
import { fullName } from '../orders/service';

type CloseContext = Pick<AppContext, 'db' | 'now'>;

/** The day's opening float (fondo inicial): its own if set, else the store's default. */
export async function openingFloatOf(db: Tx, day: string): Promise<{ cents: number; own: boolean }> {
  const [own, settings] = await Promise.all([repo.floatOf(db, day), repo.deskSettings(db)]);
  return own === null ? { cents: settings.openingFloatCents, own: false } : { cents: own, own: true };
}

export interface CashDay {
  day: string;
  openingFloat: number;
  openingFloatSet: boolean;
  byMethod: { efectivo: number; qr: number; mercadopago: number; link: number };
  cashIn: number;
  cashOut: number;
  /** Opening float + cash in − cash out: what the drawer should hold. */
  expected: number;
  /** Cash orders of the day not taken yet. */
  owed: number;
  closed: { counted: number; difference: number; note: string; by: string; at: string } | null;
}

/** What the drawer should hold: the opening float plus the cash taken minus the cash given back. */
export function expectedCents(
  openingFloatCents: number,
  takings: Pick<repo.DayTakings, 'cashInCents' | 'cashOutCents'>,
) {
  return openingFloatCents + takings.cashInCents - takings.cashOutCents;
}

/** What came in on the store's day by method, and the drawer's expected cash; the close if done. */
export async function cashDay(ctx: CloseContext, day: string | undefined): Promise<CashDay> {
  const theDay = day ?? todayInStore(ctx.now());
  const [takings, close, float] = await Promise.all([
    repo.dayTakings(ctx.db, theDay),
    repo.closeOf(ctx.db, theDay),
    openingFloatOf(ctx.db, theDay),
  ]);
  return {
    day: theDay,
    openingFloat: fromCents(float.cents),
    openingFloatSet: float.own,
    byMethod: {
      efectivo: fromCents(takings.cashInCents),
      qr: fromCents(takings.qrCents),
      mercadopago: fromCents(takings.webCents),
      link: fromCents(takings.linkCents),
    },
    cashIn: fromCents(takings.cashInCents),
    cashOut: fromCents(takings.cashOutCents),
    expected: fromCents(expectedCents(float.cents, takings)),
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
    const [takings, float] = await Promise.all([repo.dayTakings(tx, day), openingFloatOf(tx, day)]);
    const expected = expectedCents(float.cents, takings);
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
        openingFloat: fromCents(float.cents),
        expected: fromCents(expected),
        counted: input.counted,
        difference: fromCents(counted - expected),
        note: input.note,
      },
    });
  });
  return cashDay(ctx, day);
}
