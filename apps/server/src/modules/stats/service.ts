import { ORDER_CHANNELS, PAYMENT_METHODS } from '@burgers/domain/constants';
import { fromCents } from '@burgers/domain/pricing';
import type { AppContext } from '#context';
import * as repo from './repo';
import { winBackFigures } from '../followups/service';

export const STATS_DAYS = 14;
export const TOP_PRODUCTS_DAYS = 30;
export const TOP_PRODUCTS_LIMIT = 5;

/** The admin home's dashboard: one call, every figure from SQL, money in pesos. */
export async function dashboardStats(ctx: Pick<AppContext, 'db' | 'now'>) {
  const now = ctx.now().toISOString();
  const [today, waiting, days, top, minutes, channels, methods, winBack] = await Promise.all([
    repo.todayFigures(ctx.db, now),
    repo.waitingNow(ctx.db),
    repo.perDay(ctx.db, now, STATS_DAYS),
    repo.topProducts(ctx.db, now, TOP_PRODUCTS_DAYS, TOP_PRODUCTS_LIMIT),
    repo.averageMinutesToReady(ctx.db, now, TOP_PRODUCTS_DAYS),
    repo.perShare(ctx.db, now, STATS_DAYS, 'channel'),
    repo.perShare(ctx.db, now, STATS_DAYS, 'payment_method'),
    winBackFigures(ctx.db),
  ]);
  return {
    today: {
      orders: today.orders,
      revenue: fromCents(today.revenueCents),
      averageTicket: today.orders === 0 ? 0 : fromCents(Math.round(today.revenueCents / today.orders)),
    },
    waitingNow: waiting,
    days: days.map((day) => ({ date: day.date, orders: day.orders, revenue: fromCents(day.revenueCents) })),
    topProducts: top.map((product) => ({
      productId: product.productId,
      name: product.name,
      quantity: product.quantity,
      revenue: fromCents(product.revenueCents),
    })),
    averageMinutesToReady: minutes === null ? null : Math.round(minutes * 10) / 10,
    byChannel: ORDER_CHANNELS.map((channel) => ({ channel, ...share(channels, channel) })),
    byMethod: PAYMENT_METHODS.map((method) => ({ method, ...share(methods, method) })),
    winBack,
  };
}

/** One channel's or method's figures over the period; zeros when it sold nothing. */
function share(rows: readonly repo.ShareFigures[], key: string): { orders: number; revenue: number } {
  const row = rows.find((candidate) => candidate.key === key);
  return { orders: row?.orders ?? 0, revenue: fromCents(row?.revenueCents ?? 0) };
}
