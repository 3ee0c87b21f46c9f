import { sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '@burgers/domain/constants';
import { PAID_STATES } from '@burgers/domain/order-states';

/** A list of the domain's own constants as SQL literals (never user input). */
const literals = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

const column = (alias: string | undefined, name: string) => (alias ? `${alias}.${name}` : name);

/**
 * The SQL of "a paid order that still stands" (paid, in a paid state, not refunded) for raw queries
 * over `orders` (with its alias, or none): the same rule as the domain's PAID_STATES.
 */
export function paidOrderSql(alias?: string): SQL {
  return sql.raw(
    `${column(alias, 'status')} in (${literals(PAID_STATES)}) and ${column(alias, 'paid_at')} is not null and ${column(alias, 'refunded_at')} is null`,
  );
}

/** A paid order that still stands in one state (the kitchen's Pendiente: waiting; Listo: ready). */
export function paidOrderInStateSql(status: OrderStatus, alias?: string): SQL {
  if (!ORDER_STATUSES.includes(status)) throw new Error(`Not an order state: ${status}`);
  return sql.raw(
    `${column(alias, 'status')} = '${status}' and ${column(alias, 'paid_at')} is not null and ${column(alias, 'refunded_at')} is null`,
  );
}

/** "In a paid state" alone, for raw queries: `o.status in ('Pendiente', 'Listo')`. */
export function paidStateSql(alias?: string): SQL {
  return sql.raw(`${column(alias, 'status')} in (${literals(PAID_STATES)})`);
}
