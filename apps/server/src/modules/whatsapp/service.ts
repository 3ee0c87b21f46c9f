import type { WhatsAppMessage } from '@burgers/domain/types';
import type { AppContext } from '#context';
import { notFound } from '#lib/errors';
import { messages } from '#messages';
import * as repo from './repo';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** The order's WhatsApp messages, for the staff answering a customer who says nothing arrived. */
export async function orderMessages(ctx: Pick<AppContext, 'db'>, purchaseId: string): Promise<WhatsAppMessage[]> {
  const order = await repo.paidOrder(ctx.db, purchaseId);
  if (!order) throw notFound(messages.orderNotFound);
  const rows = await repo.messagesOfOrder(ctx.db, order.id);
  return rows.map((row) => ({
    kind: row.kind,
    template: row.template,
    phone: row.phone,
    status: row.status,
    error: row.error,
    acceptedAt: iso(row.acceptedAt),
    sentAt: iso(row.sentAt),
    deliveredAt: iso(row.deliveredAt),
    readAt: iso(row.readAt),
    failedAt: iso(row.failedAt),
    fallbackAt: iso(row.fallbackAt),
    createdAt: row.createdAt.toISOString(),
  }));
}
