import { sql } from 'drizzle-orm';
import type { OrderStatus } from '@burgers/domain/constants';
import { orders, payments, riderPositions, users } from './schema';

/**
 * The columns of a paid order as the kitchen, the customer and the owner's desk read it (an order
 * joined with its customer): the one selection behind `PaidOrderRow` (modules/orders/presenter.ts),
 * shared by the repositories that list orders.
 */
export const paidOrderColumns = {
  id: orders.id,
  userId: orders.userId,
  purchaseId: sql<string>`${orders.purchaseId}`,
  status: sql<OrderStatus>`${orders.status}`,
  note: orders.note,
  totalCents: orders.totalCents,
  employeeName: orders.employeeName,
  reviewed: orders.reviewed,
  paidAt: orders.paidAt,
  readyAt: orders.readyAt,
  refundedAt: orders.refundedAt,
  deliveredAt: orders.deliveredAt,
  deliveredByName: orders.deliveredByName,
  cancelledAt: orders.cancelledAt,
  number: orders.number,
  pickupAt: orders.pickupAt,
  promisedAt: orders.promisedAt,
  paymentFlags: orders.paymentFlags,
  orderSavings: orders.orderSavings,
  createdAt: orders.createdAt,
  channel: orders.channel,
  createdByName: orders.createdByName,
  customerName: orders.customerName,
  paymentMethod: orders.paymentMethod,
  payWithCents: orders.payWithCents,
  cashPaidAt: orders.cashPaidAt,
  noShowAt: orders.noShowAt,
  customerPhone: orders.customerPhone,
  fulfillment: orders.fulfillment,
  deliveryAddress: orders.deliveryAddress,
  deliveryZone: orders.deliveryZone,
  deliveryFeeCents: orders.deliveryFeeCents,
  deliveryExtraMinutes: orders.deliveryExtraMinutes,
  riderId: orders.riderId,
  riderName: orders.riderName,
  riderAssignedAt: orders.riderAssignedAt,
  dispatchedAt: orders.dispatchedAt,
  whatsappOptIn: orders.whatsappOptIn,
  riderPosition: sql<{ lat: number; lng: number; at: string } | null>`(
    select json_build_object('lat', ${riderPositions.lat}, 'lng', ${riderPositions.lng}, 'at', ${riderPositions.recordedAt})
    from ${riderPositions} where ${riderPositions.orderId} = ${orders.id})`,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  simulated: sql<boolean>`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.provider} = 'sandbox')`,
};
