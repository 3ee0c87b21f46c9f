import { MSG } from '@burgers/domain/messages';
import { fromCents, toCents } from '@burgers/domain/pricing';
import type { CashDeskSettings } from '@burgers/domain/types';
import type { AppContext } from '#context';
import type { UserRow } from '#http/auth';
import { conflict, forbidden } from '#lib/errors';
import { messages } from '#messages';
import { cashDay, type CashDay } from './close';
import * as repo from './repo';
import { recordActivity } from '../activity/record';
import { fullName } from '../orders/service';

type DeskContext = Pick<AppContext, 'db' | 'now'>;

/**
 * /admin/caja is the admin's; an employee reaches it (the day's cash, its float and its close)
 * only while the owner allows it (cashDeskForEmployees), checked on every request.
 */
export async function requireCashDesk(ctx: DeskContext, user: UserRow): Promise<void> {
  if (user.role === 'admin') return;
  if (user.role === 'employee' && (await repo.deskSettings(ctx.db)).cashDeskForEmployees) return;
  throw forbidden(messages.forbidden);
}

export async function cashDeskSettings(ctx: DeskContext): Promise<CashDeskSettings> {
  const settings = await repo.deskSettings(ctx.db);
  return { cashDeskForEmployees: settings.cashDeskForEmployees, openingFloat: fromCents(settings.openingFloatCents) };
}

/** The owner's choices: employees at the cash desk, and the opening float of a day without its own. */
export async function setCashDeskSettings(
  ctx: DeskContext,
  admin: UserRow,
  input: { cashDeskForEmployees?: boolean | undefined; openingFloat?: number | undefined },
): Promise<CashDeskSettings> {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.deskSettings(tx);
    await repo.writeDeskSettings(tx, {
      ...(input.cashDeskForEmployees !== undefined ? { cashDeskForEmployees: input.cashDeskForEmployees } : {}),
      ...(input.openingFloat !== undefined ? { openingFloatCents: toCents(input.openingFloat) } : {}),
    });
    await recordActivity(tx, {
      actor: admin,
      action: 'store.settings',
      target: 'caja',
      before: { cashDeskForEmployees: before.cashDeskForEmployees, openingFloat: fromCents(before.openingFloatCents) },
      after: input,
    });
  });
  return cashDeskSettings(ctx);
}

/** The day's own opening float (fondo inicial); a closed day keeps the float it was closed with. */
export async function setOpeningFloat(
  ctx: DeskContext,
  staff: UserRow,
  day: string,
  openingFloat: number,
): Promise<CashDay> {
  await ctx.db.transaction(async (tx) => {
    if (await repo.closeOf(tx, day)) throw conflict(MSG.cashClosed);
    await repo.writeFloat(tx, {
      day,
      amountCents: toCents(openingFloat),
      setById: staff.id,
      setByName: fullName(staff),
      setAt: ctx.now(),
    });
    await recordActivity(tx, { actor: staff, action: 'cash.float', target: day, after: { openingFloat } });
  });
  return cashDay(ctx, day);
}
