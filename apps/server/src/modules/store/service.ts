import { hoursBadge, isOpenAt, nextOpening, orderRefusal } from '@burgers/domain/store-hours';
import { sortHours, type HoursRange } from '@burgers/domain/store-week';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { publishStoreChange } from './events';
import * as repo from './repo';

type StoreContext = Pick<AppContext, 'db' | 'database' | 'now'>;

export interface StoreView {
  open: boolean;
  paused: boolean;
  acceptingOrders: boolean;
  hours: HoursRange[];
  nextOpening: string | null;
  /** `Abierto ahora` or `Cerrado · abre mañana a las 11:00`, as of the answer. */
  badge: string;
  /** What checkout would answer now (closed or paused), or null while orders are taken. */
  refusal: string | null;
}

function viewOf(settings: repo.StoreSettings, now: Date): StoreView {
  const open = isOpenAt(settings.hours, now);
  return {
    open,
    paused: settings.paused,
    acceptingOrders: open && !settings.paused,
    hours: sortHours(settings.hours).map(({ day, from, to }) => ({ day, from, to })),
    nextOpening: nextOpening(settings.hours, now)?.toISOString() ?? null,
    badge: hoursBadge(settings.hours, now),
    refusal: orderRefusal(settings, now),
  };
}

export async function storeView(ctx: StoreContext): Promise<StoreView> {
  return viewOf(await repo.readSettings(ctx.db), ctx.now());
}

export async function setHours(ctx: StoreContext, hours: HoursRange[]): Promise<StoreView> {
  await repo.writeHours(ctx.db, hours);
  await publishStoreChange(ctx.database);
  return storeView(ctx);
}

export async function setPaused(ctx: StoreContext, paused: boolean): Promise<StoreView> {
  await repo.writePaused(ctx.db, paused);
  await publishStoreChange(ctx.database);
  return storeView(ctx);
}

/** Whether online orders are taken at `now` (open and not paused). */
export async function takingOrders(db: Tx, now: Date): Promise<boolean> {
  return orderRefusal(await repo.readSettings(db), now) === null;
}

/** Checkout's gate: 409 with the customer's message while closed or paused. */
export async function assertTakingOrders(db: Tx, now: Date): Promise<void> {
  const refusal = orderRefusal(await repo.readSettings(db), now);
  if (refusal) throw conflict(refusal);
}
