import { MSG } from '@burgers/domain/messages';
import { fromCents } from '@burgers/domain/pricing';
import type { LastOrderOffer } from '@burgers/domain/types';
import type { AppContext } from '#context';
import { notFound } from '#lib/errors';
import { normalisePhone, phoneVariants } from './phone';
import { cartFromPastOrder } from './repeat';
import * as repo from './repo';

/**
 * `Repetir último pedido` at the counter: the latest paid order of a customer known by phone or
 * email, rebuilt as a cart checked now (what is no longer sold or in stock is left out, named).
 */
export async function lastOrderOffer(
  ctx: Pick<AppContext, 'db' | 'now'>,
  query: { phone?: string | undefined; email?: string | undefined },
): Promise<LastOrderOffer> {
  const phone = normalisePhone(query.phone);
  const email = query.email ? query.email.toLowerCase() : null;
  const last = await repo.lastPaidOrderOf(ctx.db, { phones: phone ? phoneVariants(phone) : [], email });
  if (!last || !last.purchaseId || !last.paidAt) throw notFound(MSG.lastOrderNone);
  const { cart, missing } = await cartFromPastOrder(ctx.db, last.id, ctx.now());
  const web = last.channel === 'web';
  return {
    customer: {
      name: web ? `${last.firstName} ${last.lastName}`.trim() : (last.customerName ?? ''),
      phone: last.customerPhone ?? phone,
      email: web ? last.email : (last.customerEmail ?? email),
    },
    order: {
      purchaseId: last.purchaseId,
      number: last.number,
      paidAt: last.paidAt.toISOString(),
      total: fromCents(last.totalCents),
    },
    cart: cart.map((line) => ({
      id: line.id,
      cantidad: line.cantidad,
      note: line.note,
      ...(line.name !== undefined ? { name: line.name } : {}),
      ...(line.options ? { options: line.options.map(Number) } : {}),
      ...(line.baseId !== undefined ? { baseId: line.baseId } : {}),
      ...(line.ingredients ? { ingredients: line.ingredients.map(({ id, quantity }) => ({ id, quantity })) } : {}),
    })),
    missing,
  };
}
