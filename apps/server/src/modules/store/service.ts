import type { ActivityAction } from '@burgers/domain/schemas/desk';
import { hoursBadge, isOpenAt, nextOpening, orderRefusal } from '@burgers/domain/store-hours';
import { sortHours, type HoursRange } from '@burgers/domain/store-week';
import type { StoreStatus } from '@burgers/domain/types';
import type { AppContext } from '#context';
import type { Tx } from '#db/client';
import { conflict } from '#lib/errors';
import { publishStoreChange } from './events';
import * as repo from './repo';
import { audited, type AuditContext } from '../activity/audit';
import type { Actor } from '../activity/record';
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

/** An admin's or a staff member's change to the store, as the activity log records it. */
type StoreChangeContext = StoreContext & AuditContext;

/**
 * Writes a change, tells every copy of the settings, and answers the store as it is now; the log
 * records `facts` of the store before and after.
 */
async function changeStore(
  ctx: StoreChangeContext,
  actor: Actor,
  log: { action: ActivityAction; target: string; facts: (view: StoreView) => object; diff?: boolean },
  write: () => Promise<void>,
): Promise<StoreView> {
  const before = await storeView(ctx);
  return audited(
    ctx,
    actor,
    { action: log.action, target: log.target, before: log.facts(before), after: log.facts, diff: log.diff },
    async () => {
      await write();
      await announceChange(ctx);
      return storeView(ctx);
    },
  );
}

export async function setHours(ctx: StoreChangeContext, actor: Actor, hours: HoursRange[]): Promise<StoreView> {
  return changeStore(
    ctx,
    actor,
    { action: 'store.hours', target: 'horarios', facts: (v) => ({ hours: v.hours }) },
    () => repo.writeHours(ctx.db, hours),
  );
}

export async function setPaused(ctx: StoreChangeContext, actor: Actor, paused: boolean): Promise<StoreView> {
  return changeStore(
    ctx,
    actor,
    { action: 'store.pause', target: 'pedidos online', facts: (v) => ({ paused: v.paused }) },
    () => repo.writePaused(ctx.db, paused),
  );
}

/** Pickup's settings: what the log keeps is the four numbers, only those that changed. */
const pickupFacts = (view: StoreView) => ({
  prepMinutes: view.prepMinutes,
  slotCapacity: view.slotCapacity,
  deliverySlotCapacity: view.deliverySlotCapacity,
  scheduleDaysAhead: view.scheduleDaysAhead,
});

export async function setPickupSettings(
  ctx: StoreChangeContext,
  actor: Actor,
  settings: Pick<repo.StoreSettings, 'prepMinutes' | 'slotCapacity' | 'scheduleDaysAhead'> &
    Partial<Pick<repo.StoreSettings, 'deliverySlotCapacity'>>,
): Promise<StoreView> {
  return changeStore(ctx, actor, { action: 'store.settings', target: 'retiros', facts: pickupFacts, diff: true }, () =>
    repo.writePickupSettings(ctx.db, settings),
  );
}

/** The kitchen's busy mode: every staff screen (and every cart) hears of it through the store channel. */
export async function setBusyMinutes(ctx: StoreChangeContext, actor: Actor, minutes: number): Promise<StoreView> {
  return changeStore(
    ctx,
    actor,
    { action: 'store.busy', target: 'cocina', facts: (v) => ({ busyMinutes: v.busyMinutes }) },
    () => repo.writeBusyMinutes(ctx.db, minutes),
  );
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
