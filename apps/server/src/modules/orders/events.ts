import type { FastifyBaseLogger } from 'fastify';
import { orderEventSchema } from '@burgers/domain/schemas/order-response';
import type { OrderEvent } from '@burgers/domain/types';
import type { DatabaseHandle, Tx } from '#db/client';
import { createChannelHub } from '#lib/channel-hub';
import * as repo from './repo';

/** The PostgreSQL NOTIFY channel every server instance listens on. */
export const ORDERS_CHANNEL = 'orders';

export type { OrderEvent };

/**
 * Tells every server instance (and so every open kitchen screen) that an order changed.
 * Sent after the change is committed, so a listener that reloads sees it.
 */
export async function publishOrderEvent(database: DatabaseHandle, event: OrderEvent): Promise<void> {
  await database.notify(ORDERS_CHANNEL, JSON.stringify(event));
}

/**
 * Tells every server instance from inside the transaction that changes the order: PostgreSQL
 * delivers a NOTIFY at commit (and drops it on rollback), so a crash right after the commit
 * cannot leave the kitchen without the order, and a listener that reloads sees the change.
 */
export async function notifyOrderEvent(tx: Tx, event: OrderEvent): Promise<void> {
  await repo.notifyInTransaction(tx, ORDERS_CHANNEL, JSON.stringify(event));
}

export type OrderEventListener = (event: OrderEvent) => void;

/** The orders channel's hub: a kitchen with many screens holds one database connection. */
export function createOrderEventsHub(database: DatabaseHandle, log: FastifyBaseLogger) {
  return createChannelHub<OrderEvent>(database, ORDERS_CHANNEL, parseOrderEvent, log);
}

function parseOrderEvent(payload: string): OrderEvent | null {
  try {
    return orderEventSchema.parse(JSON.parse(payload));
  } catch {
    return null;
  }
}

export type OrderEventsHub = ReturnType<typeof createOrderEventsHub>;
