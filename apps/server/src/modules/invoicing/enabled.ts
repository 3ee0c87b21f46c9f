import type { Tx } from '#db/client';
import * as repo from './repo';

/**
 * Whether the shop invoices its orders now (the receipt mail then points at the invoice). Apart from
 * the service, which reads orders: the orders' mail asks this without a circle of imports.
 */
export async function invoicingEnabled(db: Tx): Promise<boolean> {
  return (await repo.readIdentity(db))?.enabled === true;
}
