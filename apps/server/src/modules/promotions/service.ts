import { todayInStore } from '@burgers/domain/coupons';
import { MSG } from '@burgers/domain/messages';
import { fromCents, toCents } from '@burgers/domain/pricing';
import { promotionWhen } from '@burgers/domain/promotions';
import type { PromotionData, SellingWindowsData } from '@burgers/domain/schemas/promotion';
import type { PromotionView, SellingWindowView } from '@burgers/domain/schemas/promotion-response';
import type { AppContext } from '#context';
import type { Tx } from '#db/client';
import type { UserRow } from '#http/auth';
import { badRequest, notFound } from '#lib/errors';
import { messages } from '#messages';
import * as repo from './repo';
import { recordActivity } from '../activity/record';

type PromotionsContext = Pick<AppContext, 'db'>;

const centsOrNull = (pesos: number | null) => (pesos === null ? null : toCents(pesos));
const pesosOrNull = (cents: number | null) => (cents === null ? null : fromCents(cents));

export function toView(row: repo.PromotionRow): PromotionView {
  const promotion = repo.toPromotion(row);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    percentage: row.percentage,
    buy: row.buy,
    pay: row.pay,
    fixedPrice: pesosOrNull(row.fixedPriceCents),
    minimum: pesosOrNull(row.minimumCents),
    amount: pesosOrNull(row.amountCents),
    productIds: row.productIds,
    categories: row.categories,
    days: row.days,
    from: row.fromTime,
    to: row.toTime,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    stacksWithCoupons: row.stacksWithCoupons,
    active: row.active,
    when: promotionWhen(promotion),
  };
}

/** Only the values a kind uses are kept, so a promotion never carries a stale one from its old kind. */
function toRow(data: PromotionData): repo.NewPromotionRow {
  const { kind } = data;
  return {
    name: data.name,
    kind,
    percentage: kind === 'porcentaje' || kind === 'monto_minimo' ? data.percentage : null,
    buy: kind === 'nxm' ? data.buy : null,
    pay: kind === 'nxm' ? data.pay : null,
    fixedPriceCents: kind === 'precio_fijo' ? centsOrNull(data.fixedPrice) : null,
    minimumCents: kind === 'monto_minimo' ? centsOrNull(data.minimum) : null,
    amountCents: kind === 'monto_minimo' && data.percentage === null ? centsOrNull(data.amount) : null,
    productIds: kind === 'monto_minimo' ? [] : data.productIds,
    categories: kind === 'monto_minimo' || kind === 'precio_fijo' ? [] : data.categories,
    days: data.days,
    fromTime: data.from,
    toTime: data.to,
    startsOn: data.startsOn,
    endsOn: data.endsOn,
    stacksWithCoupons: data.stacksWithCoupons,
    active: data.active,
  };
}

async function checkProducts(ctx: PromotionsContext, ids: readonly number[]): Promise<void> {
  if ((await repo.countExistingProducts(ctx.db, ids)) !== new Set(ids).size) {
    throw badRequest(messages.productIdsUnknown);
  }
}

/** GET /api/promotions: the ones switched on and not over yet (the home lists the week's). */
export async function publicPromotions(ctx: PromotionsContext, now: Date): Promise<PromotionView[]> {
  const today = todayInStore(now);
  return (await repo.listPromotions(ctx.db))
    .filter((row) => row.active && (row.endsOn === null || row.endsOn >= today))
    .map(toView);
}

export async function allPromotions(ctx: PromotionsContext): Promise<PromotionView[]> {
  return (await repo.listPromotions(ctx.db)).map(toView);
}

export async function createPromotion(ctx: PromotionsContext, actor: UserRow, data: PromotionData) {
  await checkProducts(ctx, data.productIds);
  return ctx.db.transaction(async (tx) => {
    const view = toView(await repo.insertPromotion(tx, toRow(data)));
    await recordActivity(tx, { actor, action: 'promotion.create', target: view.name, after: view });
    return view;
  });
}

export async function updatePromotion(ctx: PromotionsContext, actor: UserRow, id: number, data: PromotionData) {
  await checkProducts(ctx, data.productIds);
  return ctx.db.transaction(async (tx) => {
    const before = await repo.findPromotion(tx, id);
    if (!before) throw notFound(MSG.promotionNotFound);
    const updated = await repo.updatePromotion(tx, id, toRow(data));
    if (!updated) throw notFound(MSG.promotionNotFound);
    const view = toView(updated);
    await recordActivity(tx, {
      actor,
      action: 'promotion.update',
      target: view.name,
      before: toView(before),
      after: view,
    });
    return view;
  });
}

export async function deletePromotion(ctx: PromotionsContext, actor: UserRow, id: number) {
  return ctx.db.transaction(async (tx) => {
    const deleted = await repo.deletePromotion(tx, id);
    if (!deleted) throw notFound(MSG.promotionNotFound);
    const view = toView(deleted);
    await recordActivity(tx, { actor, action: 'promotion.delete', target: view.name, before: view });
    return view;
  });
}

function toWindowView(row: repo.SellingWindowRow): SellingWindowView {
  return {
    id: row.id,
    productId: row.productId,
    category: row.category,
    days: row.days,
    from: row.fromTime,
    to: row.toTime,
  };
}

export async function sellingWindows(ctx: PromotionsContext): Promise<SellingWindowView[]> {
  return (await repo.listSellingWindows(ctx.db)).map(toWindowView);
}

export async function replaceSellingWindows(ctx: PromotionsContext, actor: UserRow, data: SellingWindowsData) {
  await checkProducts(
    ctx,
    data.windows.flatMap((window) => (window.productId === null ? [] : [window.productId])),
  );
  return ctx.db.transaction(async (tx) => {
    const before = (await repo.listSellingWindows(tx)).map(toWindowView);
    await repo.replaceSellingWindows(
      tx,
      data.windows.map((window) => ({
        productId: window.productId,
        category: window.category,
        days: window.days,
        fromTime: window.from,
        toTime: window.to,
      })),
    );
    const after = (await repo.listSellingWindows(tx)).map(toWindowView);
    await recordActivity(tx, { actor, action: 'sellingWindows.update', target: 'Horarios de venta', before, after });
    return after;
  });
}

/** The promotions switched on; pricing judges each one's window and dates at the promised time. */
export const promotionsForPricing = (db: Tx) => repo.activePromotions(db);
/** Every product's and category's selling windows, as pricing and the slots read them. */
export const sellingWindowsForPricing = (db: Tx) => repo.sellingWindowsNow(db);
export const productCategories = (db: Tx, ids: readonly number[]) => repo.productCategories(db, ids);
