import { hoursBadge, isOpenAt, nextOpening, orderRefusal } from '@burgers/domain/store-hours';
import { sortHours, type HoursRange } from '@burgers/domain/store-week';
import type { StoreStatus } from '@burgers/domain/types';
import type { AppContext } from '#context';
import type { Tx } from '#db/client';
import { conflict } from '#lib/errors';
import { publishStoreChange } from './events';
import * as repo from './repo';
import { pickupNow } from '../pickup/service';

type StoreContext = Pick<AppContext, 'db' | 'database' | 'now' | 'storeSettings'>;

/** GET /api/store as the domain's schema says it (schemas/store-response.ts). */
export type StoreView = StoreStatus;

function viewOf(settings: repo.StoreSettings, now: Date, asap: string | null): StoreView {
  const open = isOpenAt(settings.hours, now);
  return {
    open,
    paused: settings.paused,
    acceptingOrders: open && !settings.paused,
    hours: sortHours(settings.hours).map(({ day, from, to }) => ({ day, from, to })),
    nextOpening: nextOpening(settings.hours, now)?.toISOString() ?? null,
    badge: hoursBadge(settings.hours, now),
    refusal: orderRefusal(settings, now),
    prepMinutes: settings.prepMinutes,
    busyMinutes: settings.busyMinutes,
    slotCapacity: settings.slotCapacity,
    deliverySlotCapacity: settings.deliverySlotCapacity,
    scheduleDaysAhead: settings.scheduleDaysAhead,
    asapAt: asap,
  };
}

/** The week alone, as the rendered pages list it: no promise to compute. */
export async function storeHours(ctx: Pick<StoreContext, 'db'>): Promise<HoursRange[]> {
  return sortHours((await repo.readSettings(ctx.db)).hours).map(({ day, from, to }) => ({ day, from, to }));
}

export async function storeView(ctx: StoreContext): Promise<StoreView> {
  const now = ctx.now();
  const { settings, asapAt } = await pickupNow(ctx, now);
  return viewOf(settings, now, asapAt);
}

export async function setHours(ctx: StoreContext, hours: HoursRange[]): Promise<StoreView> {
  await repo.writeHours(ctx.db, hours);
  await announceChange(ctx);
  return storeView(ctx);
}

export async function setPaused(ctx: StoreContext, paused: boolean): Promise<StoreView> {
  await repo.writePaused(ctx.db, paused);
  await announceChange(ctx);
  return storeView(ctx);
}

export async function setPickupSettings(
  ctx: StoreContext,
  settings: Pick<repo.StoreSettings, 'prepMinutes' | 'slotCapacity' | 'scheduleDaysAhead'> &
    Partial<Pick<repo.StoreSettings, 'deliverySlotCapacity'>>,
): Promise<StoreView> {
  await repo.writePickupSettings(ctx.db, settings);
  await announceChange(ctx);
  return storeView(ctx);
}

/** The kitchen's busy mode: every staff screen (and every cart) hears of it through the store channel. */
export async function setBusyMinutes(ctx: StoreContext, minutes: number): Promise<StoreView> {
  await repo.writeBusyMinutes(ctx.db, minutes);
  await announceChange(ctx);
  return storeView(ctx);
}

/** What a missing settings row means: closed, with no hours. */
export const MISSING_STORE_SETTINGS = repo.MISSING_SETTINGS;

/** This instance forgets its copy at once; the others when the store channel tells them. */
async function announceChange(ctx: StoreContext): Promise<void> {
  ctx.storeSettings.forget();
  await publishStoreChange(ctx.database);
}

/**
 * Whether online orders are taken at `now` (open and not paused). An order scheduled for a later
 * slot is taken while closed too (issue 19): only the pause stops it.
 */
export function takingOrders(settings: repo.StoreSettings, now: Date, scheduled = false): boolean {
  if (scheduled) return !settings.paused;
  return orderRefusal(settings, now) === null;
}

/** Checkout's gate: 409 with the customer's message while closed or paused. */
export async function assertTakingOrders(db: Tx, now: Date): Promise<void> {
  const refusal = orderRefusal(await repo.readSettings(db), now);
  if (refusal) throw conflict(refusal);
}
