import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { orderLines, orders, payments } from '#db/schema';
import { apiClient, type TestApp } from './test-app';

/**
 * Orders placed and paid through the real API, for checkout, payment, order and review tests; and
 * orders written straight to the database (insertOrder), for tests about what is read from them.
 */

export interface CartLineBody {
  id: number | string;
  cantidad: number;
  name?: string;
  price?: number;
  baseId?: number;
  ingredients?: Array<{ id: number; quantity: number }>;
}

export interface Checkout {
  preferenceId: string;
  initPoint: string;
  orderId: number;
}

export async function checkout(
  t: TestApp,
  token: string,
  body: { cart: CartLineBody[]; coupons?: unknown[]; note?: string; phone?: string; whatsapp?: boolean },
): Promise<Checkout> {
  const api = apiClient(t.baseUrl);
  const res = await api<{ id: string; init_point: string; error?: string }>('POST', '/pay/mercadopago', {
    token,
    body,
  });
  if (res.status !== 201) throw new Error(`checkout failed: ${res.status} ${JSON.stringify(res.body)}`);
  const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.preferenceId, res.body.id));
  return { preferenceId: res.body.id, initPoint: res.body.init_point, orderId: order.id };
}

export async function payInSandbox(
  t: TestApp,
  preferenceId: string,
  status: 'approved' | 'in_process' | 'rejected' = 'approved',
  installments = 1,
) {
  const api = apiClient(t.baseUrl);
  return api<{ payment_id: string; redirect: string; error?: string }>('POST', '/sandbox/payments', {
    body: { preference_id: preferenceId, status, installments },
  });
}

/** Checkout plus an approved sandbox payment: an order the kitchen sees as Pendiente. */
export async function placePaidOrder(
  t: TestApp,
  token: string,
  body: { cart: CartLineBody[]; coupons?: unknown[]; note?: string },
): Promise<Checkout & { purchaseId: string }> {
  const placed = await checkout(t, token, body);
  const paid = await payInSandbox(t, placed.preferenceId);
  if (paid.status !== 201) throw new Error(`payment failed: ${paid.status} ${JSON.stringify(paid.body)}`);
  return { ...placed, purchaseId: paid.body.payment_id };
}

export async function orderRow(t: TestApp, orderId: number) {
  const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export interface OrderSpec {
  /** Any status, also ones other features add as plain text (refunded, cancelled). Default: Pendiente. */
  status?: string;
  /** When it was paid; unpaid (no purchase id) when null or left out. */
  paidAt?: string | Date | null;
  readyAt?: string | Date;
  /** Amounts in pesos. A line without a product is a built burger. */
  lines: Array<{ productId: number | null; quantity: number; unit: number; discount?: number; title?: string }>;
  /** Also the approved sandbox payment a paid order has once MercadoPago answered. */
  withPayment?: boolean;
}

/** An order as checkout and payment leave it, written straight to the database. */
export async function insertOrder(
  t: TestApp,
  userId: number,
  spec: OrderSpec,
): Promise<{ id: number; preferenceId: string; purchaseId: string | null }> {
  const subtotal = spec.lines.reduce((sum, line) => sum + line.unit * line.quantity, 0);
  const discount = spec.lines.reduce((sum, line) => sum + (line.discount ?? 0), 0);
  const preferenceId = `pref-${randomUUID()}`;
  const purchaseId = spec.paidAt ? `pay-${randomUUID()}` : null;
  const [order] = await t.app.ctx.db
    .insert(orders)
    .values({
      userId,
      status: 'Pendiente',
      preferenceId,
      purchaseId,
      subtotalCents: subtotal * 100,
      discountCents: discount * 100,
      totalCents: (subtotal - discount) * 100,
      paidAt: spec.paidAt ? new Date(spec.paidAt) : null,
      readyAt: spec.readyAt ? new Date(spec.readyAt) : null,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('no order inserted');
  if (spec.status && spec.status !== 'Pendiente') {
    // Statuses other features add (refunded, cancelled) are plain text in the column.
    await t.app.ctx.db
      .update(orders)
      .set({ status: sql`${spec.status}` })
      .where(eq(orders.id, order.id));
  }
  if (spec.lines.length > 0) {
    await t.app.ctx.db.insert(orderLines).values(
      spec.lines.map((line, position) => ({
        orderId: order.id,
        position,
        productId: line.productId,
        title: line.title ?? (line.productId ? 'Producto' : 'Burger custom 123456: Pan'),
        quantity: line.quantity,
        unitPriceCents: line.unit * 100,
        discountCents: (line.discount ?? 0) * 100,
      })),
    );
  }
  if (spec.withPayment && purchaseId) {
    const totalCents = (subtotal - discount) * 100;
    await t.app.ctx.db.insert(payments).values({
      id: purchaseId,
      orderId: order.id,
      provider: 'sandbox',
      status: 'approved',
      transactionAmountCents: totalCents,
      installmentAmountCents: totalCents,
      totalPaidCents: totalCents,
    });
  }
  return { id: order.id, preferenceId, purchaseId };
}
