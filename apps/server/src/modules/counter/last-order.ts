import { MSG } from '@burgers/domain/messages';
import { fromCents } from '@burgers/domain/pricing';
import type { LastOrderOffer } from '@burgers/domain/types';
import type { AppContext } from '#context';
import { notFound } from '#lib/errors';
import { normalisePhone, phoneVariants } from './phone';
import * as repo from './repo';
import { cartFromPastOrder } from '../repeat/service';

/** How many orders before the last one the counter offers to repeat as well. */
const EARLIER_ORDERS = 3;

type PastRow = Awaited<ReturnType<typeof repo.lastPaidOrdersOf>>[number];

/** The order as the counter names it; null never happens for the paid orders the query returns. */
const pastOrder = (row: PastRow) =>
  row.purchaseId && row.paidAt
    ? {
        purchaseId: row.purchaseId,
        number: row.number,
        paidAt: row.paidAt.toISOString(),
        total: fromCents(row.totalCents),
      }
    : null;

/**
 * `Repetir último pedido` at the counter: the latest paid order of a customer known by phone or
 * email, rebuilt as a cart checked now (what is no longer sold or in stock is left out, named) by
 * the same rebuild as `Repetir pedido`; the few orders before it come along, each to repeat on its own.
 */
export async function lastOrderOffer(
  ctx: Pick<AppContext, 'db' | 'now'>,
  query: { phone?: string | undefined; email?: string | undefined },
): Promise<LastOrderOffer> {
  const phone = normalisePhone(query.phone);
  const email = query.email ? query.email.toLowerCase() : null;
  const [last, ...earlier] = await repo.lastPaidOrdersOf(
    ctx.db,
    { phones: phone ? phoneVariants(phone) : [], email },
    EARLIER_ORDERS + 1,
  );
  const order = last ? pastOrder(last) : null;
  if (!last || !order) throw notFound(MSG.lastOrderNone);
  const { cart, missing } = await cartFromPastOrder(ctx.db, last.id, ctx.now());
  const web = last.channel === 'web';
  return {
    customer: {
      name: web ? `${last.firstName} ${last.lastName}`.trim() : (last.customerName ?? ''),
      phone: last.customerPhone ?? phone,
      email: web ? last.email : (last.customerEmail ?? email),
    },
    order,
    earlier: earlier.flatMap((row) => pastOrder(row) ?? []),
    cart: cart.map((line) => ({
      id: line.id,
      name: line.name,
      cantidad: line.cantidad,
      note: line.note ?? '',
      ...(line.options ? { options: line.options.map((option) => option.id) } : {}),
      ...(line.baseId !== undefined ? { baseId: line.baseId } : {}),
      ...(line.ingredients ? { ingredients: line.ingredients.map(({ id, quantity }) => ({ id, quantity })) } : {}),
    })),
    missing,
  };
}
