import { decidePickup, type SlotLoad } from '@burgers/domain/pickup-slots';
import type { AppContext } from '#context';
import type { Tx } from '#db/client';
import { slotRulesFor, type Fulfillment } from '#db/store-settings';
import { conflict } from '#lib/errors';
import * as repo from './repo';
import { holdsSince, MINUTE_MS, readState, type PickupState } from './state';

/*
 * Deciding and holding a slot for every new order's single pass (withSlots, decideSlot, holdDecided:
 * checkout/pass.ts). What the slots look like is read in views.ts.
 */
export type { PickupState } from './state';
export { pickupNow, slotsView, todaySlotFigures, type SlotFigure, type SlotView } from './views';

type PickupContext = Pick<AppContext, 'db' | 'now' | 'storeSettings'>;

/** Holds older than this are deleted; only the last HOLD_MINUTES count anyway. */
const HOLD_KEPT_MS = 24 * 60 * MINUTE_MS;

const NO_LOAD: SlotLoad = new Map();

/**
 * The time an order placed now would be promised, to price it (promotions and selling windows are
 * judged then): the chosen slot, or the first slot for as soon as possible on the settings kept in
 * memory; now when no slot is offered (checkout refuses such an order anyway).
 */
export async function expectedPromise(
  ctx: PickupContext,
  pickupAt: Date | null,
  fulfillment: Fulfillment = 'retiro',
): Promise<Date> {
  if (pickupAt !== null) return pickupAt;
  const now = ctx.now();
  const decision = decidePickup(slotRulesFor(await ctx.storeSettings.read(), fulfillment), now, NO_LOAD, null);
  return decision.ok ? decision.slot.start : now;
}

export interface HeldPickup {
  /** The chosen slot, or null for as soon as possible. */
  pickupAt: Date | null;
  promisedAt: Date;
}

/** Whose checkout it is, and how many unpaid holds an account and an address may keep. */
export interface HoldOwner {
  userId: number;
  ip: string;
  holdsPerAccount: number;
  holdsPerIp: number;
}

/**
 * What staff taking an order may do that the web may not: take it while online orders are
 * paused, and (only when they tick `Forzar turno`) past a slot's capacity. Closed is closed.
 */
export interface StaffPickupRules {
  ignorePause?: boolean;
  forceFull?: boolean;
}

/** How a hold is taken: the staff's rules, and whose checkout it is (a customer's web checkout). */
export interface PickupHoldRules extends StaffPickupRules {
  owner?: HoldOwner;
  /** Delivery holds a place in its own slots (deliverySlotCapacity). */
  fulfillment?: Fulfillment;
}

/** Where an order goes: the chosen slot (null: as soon as possible), its promise, whether staff forced it. */
export interface PickupDecision extends HeldPickup {
  forced: boolean;
}

/**
 * Decides the slot on the state read (pure): 409 with the customer's message when closed, paused,
 * not offered or full (staff with `Forzar turno` go past full).
 */
export function decideSlot(
  { settings: stored, load }: PickupState,
  now: Date,
  pickupAt: Date | null,
  rules: StaffPickupRules = {},
): PickupDecision {
  const settings = rules.ignorePause ? { ...stored, paused: false } : stored;
  let decision = decidePickup(settings, now, load, pickupAt);
  let forced = false;
  if (!decision.ok && decision.reason === 'full' && rules.forceFull) {
    decision = decidePickup({ ...settings, slotCapacity: 0 }, now, load, pickupAt);
    forced = decision.ok;
  }
  if (!decision.ok) throw conflict(decision.message);
  return { forced, pickupAt: pickupAt === null ? null : decision.slot.start, promisedAt: decision.slot.start };
}

/** Writes the hold of a decided slot, which takes the new order's id; `state` is the one it was decided on. */
export async function holdDecided(
  db: Tx,
  state: PickupState,
  decision: PickupDecision,
  now: Date,
  rules: PickupHoldRules = {},
): Promise<number> {
  const { owner } = rules;
  const orderId = await repo.holdForNewOrder(db, {
    slotAt: decision.promisedAt,
    createdAt: now,
    pruneBefore: new Date(now.getTime() - HOLD_KEPT_MS),
    userId: owner?.userId ?? null,
    clientIp: owner?.ip ?? null,
    fulfillment: rules.fulfillment ?? 'retiro',
  });
  if (owner && state.settings.slotCapacity > 0) {
    // Under the slots' lock: one account or address never holds more than a few unpaid places.
    const { holdsPerAccount, holdsPerIp } = owner;
    const since = holdsSince(now);
    await repo.releaseExcessHolds(db, { column: 'user_id', value: owner.userId, keep: holdsPerAccount, since });
    await repo.releaseExcessHolds(db, { column: 'client_ip', value: owner.ip, keep: holdsPerIp, since });
  }
  return orderId;
}

/**
 * The slots as one transaction sees them, for every new order's single pass: under the slots' lock when
 * they have a limit (the settings kept in memory say so, or the row read with the counts says one
 * was just set), so the place `work` decides and holds (decideSlot, holdDecided) is counted by
 * every other checkout. Everything `work` reads or writes goes through `tx`.
 */
export async function withSlots<T>(
  ctx: PickupContext,
  fulfillment: Fulfillment,
  work: (tx: Tx, state: PickupState, now: Date) => Promise<T>,
): Promise<T> {
  const expected = await ctx.storeSettings.read();
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const limited = slotRulesFor(expected, fulfillment).slotCapacity > 0;
    if (limited) await repo.lockSlots(tx);
    let state = await readState(tx, now, expected, fulfillment);
    if (!limited && state.settings.slotCapacity > 0) {
      await repo.lockSlots(tx);
      state = await readState(tx, now, expected, fulfillment);
    }
    return work(tx, state, now);
  });
}

export async function releaseHold(ctx: PickupContext, orderId: number): Promise<void> {
  await repo.deleteHold(ctx.db, orderId);
}
