import type { BoardEvent } from '@burgers/domain/types';
import type { AppContext } from '#context';
import * as repo from './repo';
import type { OrderEvent } from '../orders/events';

/** A ready number stays on the board this long, unless the order is handed over first. */
export const READY_SHOWN_MINUTES = 30;

type BoardContext = Pick<AppContext, 'db' | 'now'>;

/** What the public board may know of an order: its number and where it is. Nothing else. */
export type { BoardEvent };

export async function board(ctx: BoardContext) {
  const since = new Date(ctx.now().getTime() - READY_SHOWN_MINUTES * 60_000);
  return { orders: await repo.boardOrders(ctx.db, since) };
}

/** An order event as the board may see it; null for an order without a number. */
export async function boardEvent(ctx: BoardContext, event: OrderEvent): Promise<BoardEvent | null> {
  const number = await repo.orderNumber(ctx.db, event.purchaseId);
  if (number === null) return null;
  return { number, status: event.refunded ? 'Anulado' : event.status };
}
