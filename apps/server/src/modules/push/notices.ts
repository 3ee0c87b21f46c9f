import { STORE_ADDRESS } from '@burgers/domain/constants';
import { href } from '@burgers/domain/pages';
import type { PushNotice } from '#adapters/push/sender';
import type { AppContext } from '#context';
import * as repo from './repo';

type NoticeContext = Pick<AppContext, 'db' | 'push' | 'background' | 'log'>;

const orderLabel = (number: number | null) => (number === null ? '' : ` #${number}`);

async function deliver(
  ctx: NoticeContext,
  subscriptions: repo.PushSubscriptionRow[],
  notice: PushNotice,
): Promise<void> {
  const sender = ctx.push;
  if (!sender) return;
  await Promise.all(
    subscriptions.map(async (subscription) => {
      const outcome = await sender.send(subscription, notice);
      if (outcome.kind === 'gone') {
        // The push service has forgotten the endpoint: every row naming it (any topic, any order) is dead.
        const removed = await repo.deleteEndpoint(ctx.db, subscription.endpoint);
        ctx.log.info({ subscriptionId: subscription.id, removed }, 'push subscription gone: removed');
      } else if (outcome.kind === 'failed') {
        ctx.log.warn(
          { err: outcome.error, subscriptionId: subscription.id, topic: subscription.topic },
          'push notice not delivered',
        );
      }
    }),
  );
}

/**
 * Sent after the change is committed and never waited for: a push service that fails or hangs
 * only shows in the log, and the kitchen's `Listo` has already been answered.
 */
function inBackground(ctx: NoticeContext, label: string, task: () => Promise<void>): void {
  if (!ctx.push) return;
  ctx.background.run(label, task);
}

/** `Tu pedido #N está listo para retirar` on the buyer's subscribed devices; a tap opens the purchase. */
export function sendOrderReadyNotice(ctx: NoticeContext, purchaseId: string): void {
  inBackground(ctx, 'order ready push notice', async () => {
    const order = await repo.paidOrder(ctx.db, purchaseId);
    if (!order) return;
    const label = orderLabel(order.number);
    await deliver(ctx, await repo.orderSubscriptions(ctx.db, order.id, order.userId), {
      title: `Tu pedido${label} está listo para retirar`,
      body: `Te esperamos en ${STORE_ADDRESS}. Decí tu número en el mostrador.`,
      url: href('purchaseDetail', { id: purchaseId }),
      tag: `pedido-${purchaseId}`,
    });
  });
}

/** `Tu pedido #N está en camino` on the buyer's subscribed devices, with the rider's first name. */
export function sendInTransitNotice(ctx: NoticeContext, purchaseId: string): void {
  inBackground(ctx, 'order in transit push notice', async () => {
    const order = await repo.paidOrder(ctx.db, purchaseId);
    if (!order) return;
    await deliver(ctx, await repo.orderSubscriptions(ctx.db, order.id, order.userId), {
      title: `Tu pedido${orderLabel(order.number)} está en camino`,
      body: 'Seguilo en vivo desde tu compra.',
      url: `/user/purchaseDetail/${encodeURIComponent(purchaseId)}`,
      tag: `pedido-${purchaseId}`,
    });
  });
}

/** `Nuevo pedido #N` on the staff devices that turned on the kitchen's notices. */
export function sendNewOrderNotice(ctx: NoticeContext, purchaseId: string): void {
  inBackground(ctx, 'new order push notice', async () => {
    const order = await repo.paidOrder(ctx.db, purchaseId);
    if (!order) return;
    await repo.deleteLoggedOut(ctx.db);
    await deliver(ctx, await repo.kitchenSubscriptions(ctx.db), {
      title: `Nuevo pedido${orderLabel(order.number)}`,
      body: 'Un pedido pagado espera en la cocina.',
      url: '/employeependingorders',
      tag: `cocina-${purchaseId}`,
    });
  });
}
