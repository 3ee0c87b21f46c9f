import { fromCents } from '@burgers/domain/pricing';
import type { Order, OrderItem } from '@burgers/domain/types';
import type { orderLines } from '../../db/schema';

export type OrderLineRow = Pick<
  typeof orderLines.$inferSelect,
  'orderId' | 'position' | 'productId' | 'title' | 'quantity' | 'unitPriceCents' | 'discountCents'
>;

/** A paid order as the repositories read it, joined with its customer. */
export interface PaidOrderRow {
  id: number;
  userId: number;
  purchaseId: string;
  status: 'Pendiente' | 'Listo';
  note: string;
  totalCents: number;
  employeeName: string | null;
  reviewed: boolean;
  paidAt: Date | null;
  createdAt: Date;
  firstName: string;
  lastName: string;
  simulated: boolean;
}

/** Custom burgers have no product id; their position keeps item ids unique within the order. */
export function orderItemId(line: Pick<OrderLineRow, 'productId' | 'position'>): string {
  return line.productId === null ? `custom-${line.position + 1}` : String(line.productId);
}

/** One item per cart line; the unit price is what was paid per unit, discount included. */
export function orderItem(line: OrderLineRow): OrderItem {
  const paidCents = line.unitPriceCents * line.quantity - line.discountCents;
  return {
    id: orderItemId(line),
    title: line.title,
    quantity: line.quantity,
    unit_price: fromCents(Math.round(paidCents / line.quantity)),
  };
}

/** SPEC §3's order; `createdAt` is when it reached the kitchen (paid), which is what the kitchen reads. */
export function toOrder(row: PaidOrderRow, lines: readonly OrderLineRow[]): Order {
  return {
    purchaseId: row.purchaseId,
    status: row.status,
    createdAt: (row.paidAt ?? row.createdAt).toISOString(),
    employee: row.employeeName,
    customer: [{ firstName: row.firstName, lastName: row.lastName }],
    review: row.reviewed,
    simulated: row.simulated,
    data: {
      transaction_amount: fromCents(row.totalCents),
      additional_info: { items: lines.map(orderItem) },
      metadata: { note: row.note },
    },
  };
}
