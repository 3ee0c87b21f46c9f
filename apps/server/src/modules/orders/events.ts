import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ORDER_STATUSES } from '@burgers/domain/constants';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Tx } from '../../db/client';

/** The PostgreSQL NOTIFY channel every server instance listens on. */
export const ORDERS_CHANNEL = 'orders';

const orderEventSchema = z.object({
  purchaseId: z.string().min(1),
  status: z.enum(ORDER_STATUSES),
  /** The payment was refunded or charged back: the kitchen drops the order. */
  refunded: z.literal(true).optional(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

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
  await tx.execute(sql`select pg_notify(${ORDERS_CHANNEL}, ${JSON.stringify(event)})`);
}

export type OrderEventListener = (event: OrderEvent) => void;

/**
 * One LISTEN per app instance, fanned out to its open streams: a kitchen with many
 * screens holds one database connection, not one per screen.
 */
export function createOrderEventsHub(database: DatabaseHandle, log: FastifyBaseLogger) {
  const listeners = new Set<OrderEventListener>();
  let listening: Promise<() => Promise<void>> | null = null;

  function dispatch(payload: string) {
    let event: OrderEvent;
    try {
      event = orderEventSchema.parse(JSON.parse(payload));
    } catch {
      log.warn({ payload }, 'ignored a malformed order notification');
      return;
    }
    for (const listener of listeners) listener(event);
  }

  async function ensureListening(): Promise<void> {
    listening ??= database.listen(ORDERS_CHANNEL, dispatch);
    try {
      await listening;
    } catch (error) {
      listening = null;
      throw error;
    }
  }

  return {
    /** Resolves once the database is listening, so no event after this can be missed. */
    async subscribe(listener: OrderEventListener): Promise<() => void> {
      listeners.add(listener);
      try {
        await ensureListening();
      } catch (error) {
        listeners.delete(listener);
        throw error;
      }
      return () => listeners.delete(listener);
    },
    async close(): Promise<void> {
      listeners.clear();
      const pending = listening;
      listening = null;
      if (!pending) return;
      const unlisten = await pending.catch(() => null);
      await unlisten?.().catch((error: unknown) => log.warn({ err: error }, 'unlisten failed'));
    },
  };
}

export type OrderEventsHub = ReturnType<typeof createOrderEventsHub>;
