/**
 * What each state of an order means, in one place: the states an order row goes through, which of
 * them are paid (the kitchen's), which may still be paid, and who counts as staff. The server's
 * SQL says the same through apps/server/src/db/order-states.ts, built from these lists.
 */
import { ORDER_STATUSES, type OrderStatus, type Role } from './constants';

/**
 * An order row's states: created awaiting its payment, Pendiente once paid (the kitchen's), Listo
 * when an employee marks it, rejected when the payment was refused (it may be paid again).
 */
export const ORDER_ROW_STATES = ['awaiting_payment', ...ORDER_STATUSES, 'rejected'] as const;
export type OrderRowState = (typeof ORDER_ROW_STATES)[number];

/** The paid states: an order in one of them has been paid and is (or was) the kitchen's. */
export const PAID_STATES = ORDER_STATUSES;

/** The states a payment's approval moves to Pendiente: awaiting payment, or a rejected attempt. */
export const PAYABLE_STATES = ['awaiting_payment', 'rejected'] as const satisfies readonly OrderRowState[];

/** Whether an order in this state has been paid. */
export const isPaidState = (status: string): status is OrderStatus =>
  (PAID_STATES as readonly string[]).includes(status);

/** Whether a payment's approval may move an order in this state to Pendiente. */
export const isPayableState = (status: string): boolean => (PAYABLE_STATES as readonly string[]).includes(status);

/** The roles that work the shop (the kitchen, the counter, the desk): employee and admin. */
export const STAFF_ROLES = ['employee', 'admin'] as const satisfies readonly Role[];

/** Whether a role is staff. */
export const isStaffRole = (role: string): boolean => (STAFF_ROLES as readonly string[]).includes(role);
