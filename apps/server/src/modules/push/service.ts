import { isStaffRole } from '@burgers/domain/order-states';
import type { SubscribeBody, UnsubscribeBody } from '@burgers/domain/schemas/push-request';
import { endpointAllowed } from '#adapters/push/endpoint-policy';
import type { AppContext } from '#context';
import { revokedSessionKey, type UserRow } from '#http/auth';
import { badRequest, forbidden, notFound, unauthorized } from '#lib/errors';
import { messages } from '#messages';
import * as repo from './repo';

type PushContext = Pick<AppContext, 'db' | 'config' | 'tokens'>;

const isStaff = (user: Pick<UserRow, 'role'>) => isStaffRole(user.role);

export function publicKey(ctx: PushContext): { publicKey: string } {
  const vapid = ctx.config.push.vapid;
  if (!vapid) throw notFound(messages.pushUnavailable);
  return { publicKey: vapid.publicKey };
}

/** The order a subscription is for: the buyer's own paid order, never someone else's. */
async function ownOrderId(ctx: PushContext, user: UserRow, purchaseId: string): Promise<number> {
  const order = await repo.paidOrder(ctx.db, purchaseId);
  if (!order) throw notFound(messages.orderNotFound);
  if (order.userId !== user.id) throw forbidden(messages.forbidden);
  return order.id;
}

export async function subscribe(ctx: PushContext, user: UserRow, token: string, body: SubscribeBody) {
  if (!ctx.config.push.vapid) throw notFound(messages.pushUnavailable);
  if (!endpointAllowed(body.endpoint, ctx.config.push.serviceHosts)) throw badRequest(messages.pushEndpointRefused);
  let orderId: number | null = null;
  if (body.topic === 'kitchen') {
    if (!isStaff(user)) throw forbidden(messages.forbidden);
  } else {
    orderId = await ownOrderId(ctx, user, body.purchaseId ?? '');
  }
  // Kept as a logout records it: once this session is revoked, the device gets nothing more.
  const session = await ctx.tokens.verify(token);
  if (!session) throw unauthorized(messages.invalidSession);
  await repo.saveSubscription(ctx.db, {
    userId: user.id,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    topic: body.topic,
    orderId,
    sessionHash: revokedSessionKey(session),
    sessionIssuedAt: new Date(session.issuedAt),
    sessionExpiresAt: new Date(session.expiresAt),
  });
  return {
    endpoint: body.endpoint,
    topic: body.topic,
    purchaseId: body.topic === 'order' ? (body.purchaseId ?? null) : null,
  };
}

/** Stops the notices of one device of the caller's (one topic, or all of them). */
export async function unsubscribe(ctx: PushContext, user: UserRow, body: UnsubscribeBody): Promise<void> {
  let orderId: number | undefined;
  if (body.purchaseId) {
    const order = await repo.paidOrder(ctx.db, body.purchaseId);
    if (!order || order.userId !== user.id) return;
    orderId = order.id;
  }
  await repo.deleteSubscriptions(ctx.db, user.id, body.endpoint, { topic: body.topic, orderId });
}
