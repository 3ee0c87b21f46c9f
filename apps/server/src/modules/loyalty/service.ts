/** Rewards, the owner's settings and a customer's points (docs/product/loyalty.md). */
import { nextExpiry, rateText } from '@burgers/domain/loyalty';
import { LOYALTY_MSG } from '@burgers/domain/loyalty-messages';
import { fromCents, toCents } from '@burgers/domain/pricing';
import type {
  LoyaltySettingsData,
  LoyaltySettingsView,
  PointsView,
  RewardEditData,
  RewardView,
} from '@burgers/domain/schemas/loyalty';
import type { AppContext } from '#context';
import type { Tx } from '#db/client';
import type { UserRow } from '#http/auth';
import { conflict, notFound } from '#lib/errors';
import { messages } from '#messages';
import { balanceOf, settle } from './ledger';
import * as repo from './repo';
import { recordActivity } from '../activity/record';

type LoyaltyContext = Pick<AppContext, 'db' | 'now'>;

export const rewardView = (row: repo.RewardRow): RewardView => ({
  id: row.id,
  name: row.name,
  points: row.points,
  productId: row.productId,
  amount: row.amountCents === null ? null : fromCents(row.amountCents),
  active: row.active,
});

export const settingsView = (row: repo.LoyaltySettingsRow): LoyaltySettingsView => ({
  enabled: row.enabled,
  pesosPerPoint: fromCents(row.centsPerPoint),
  expiryMonths: row.expiryMonths,
  rate: rateText(row.centsPerPoint),
  winBackEnabled: row.winBackEnabled,
  winBackDays: row.winBackDays,
  winBackPercent: row.winBackPercent,
});

/** The rewards customers can choose; none while the owner has points turned off. */
export async function listRewards(db: Tx, all = false): Promise<RewardView[]> {
  if (!all && !(await repo.settings(db)).enabled) return [];
  return (await repo.rewardsList(db, !all)).map(rewardView);
}

const rewardValues = (data: RewardEditData) => ({
  name: data.name,
  points: data.points,
  productId: data.productId,
  amountCents: data.amount === null ? null : toCents(data.amount),
  active: data.active,
});

export async function createReward(ctx: LoyaltyContext, actor: UserRow, data: RewardEditData): Promise<RewardView> {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insertReward(tx, rewardValues(data));
    const view = rewardView(row);
    await recordActivity(tx, { actor, action: 'reward.create', target: row.name, after: view });
    return view;
  });
}

export async function updateReward(
  ctx: LoyaltyContext,
  actor: UserRow,
  id: number,
  data: RewardEditData,
): Promise<RewardView> {
  return ctx.db.transaction(async (tx) => {
    const before = await repo.rewardById(tx, id);
    if (!before) throw notFound(LOYALTY_MSG.rewardNotFound);
    const row = await repo.updateReward(tx, id, rewardValues(data));
    if (!row) throw notFound(LOYALTY_MSG.rewardNotFound);
    const view = rewardView(row);
    await recordActivity(tx, {
      actor,
      action: 'reward.update',
      target: row.name,
      before: rewardView(before),
      after: view,
    });
    return view;
  });
}

/** Kept for the orders that used it; it leaves every list. */
export async function deleteReward(ctx: LoyaltyContext, actor: UserRow, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.updateReward(tx, id, { deletedAt: ctx.now() });
    if (!row) throw notFound(LOYALTY_MSG.rewardNotFound);
    await recordActivity(tx, { actor, action: 'reward.delete', target: row.name, before: rewardView(row) });
  });
}

export async function loyaltySettings(db: Tx): Promise<LoyaltySettingsView> {
  return settingsView(await repo.settings(db));
}

export async function saveLoyaltySettings(
  ctx: LoyaltyContext,
  actor: UserRow,
  data: LoyaltySettingsData,
): Promise<LoyaltySettingsView> {
  return ctx.db.transaction(async (tx) => {
    const current = await repo.settings(tx);
    const before = settingsView(current);
    await repo.saveSettings(tx, {
      enabled: data.enabled,
      centsPerPoint: toCents(data.pesosPerPoint),
      expiryMonths: data.expiryMonths,
      // The win-back's settings left out of the body stay as they were.
      winBackEnabled: data.winBackEnabled ?? current.winBackEnabled,
      winBackDays: data.winBackDays ?? current.winBackDays,
      winBackPercent: data.winBackPercent ?? current.winBackPercent,
    });
    const after = settingsView(await repo.settings(tx));
    await recordActivity(tx, { actor, action: 'loyalty.update', target: 'Puntos', before, after });
    return after;
  });
}

/** A customer's balance, what expires next, the rewards and the history. */
export async function pointsOf(ctx: LoyaltyContext, userId: number): Promise<PointsView> {
  const now = ctx.now();
  const rows = await ctx.db.transaction((tx) => settle(tx, userId, now));
  const [config, rewards, history] = await Promise.all([
    repo.settings(ctx.db),
    listRewards(ctx.db),
    repo.history(ctx.db, userId),
  ]);
  const next = nextExpiry(rows, now);
  return {
    balance: balanceOf(rows),
    nextExpiry: next ? { points: next.points, at: next.expiresAt.toISOString() } : null,
    settings: settingsView(config),
    rewards,
    history: history.map((row) => ({
      id: row.id,
      kind: row.kind,
      points: row.points,
      purchaseId: row.purchaseId,
      orderNumber: row.orderNumber,
      reason: row.reason,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** Staff add or remove points with a reason; the balance never goes below zero this way. */
export async function adjustPoints(
  ctx: LoyaltyContext,
  staff: UserRow,
  userId: number,
  change: { points: number; reason: string },
): Promise<PointsView> {
  await ctx.db.transaction(async (tx) => {
    const rows = await settle(tx, userId, ctx.now());
    const customer = await repo.customerName(tx, userId);
    if (!customer) throw notFound(messages.userNotFound);
    if (balanceOf(rows) + change.points < 0) throw conflict(LOYALTY_MSG.pointsWouldGoNegative);
    await repo.append(tx, {
      userId,
      kind: 'adjusted',
      points: change.points,
      reason: change.reason,
      byUserId: staff.id,
      createdAt: ctx.now(),
    });
    await recordActivity(tx, {
      actor: staff,
      action: 'points.adjust',
      target: customer,
      after: change,
    });
  });
  return pointsOf(ctx, userId);
}
