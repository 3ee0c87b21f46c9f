import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '#db/schema';
import { insertProduct } from '../support/catalogue-fixtures';
import { useTestApp } from '../support/test-app';

describe('statements on PostgreSQL', () => {
  const { t } = useTestApp();

  it('are prepared once per connection, so a repeated one goes in one round trip', async () => {
    const id = await insertProduct(t, { type: 'fries', name: 'Papas rústicas', price: 3500 });
    // One transaction is one connection: the statement run twice there, then what it prepared.
    const prepared = await t.app.ctx.db.transaction(async (tx) => {
      for (let i = 0; i < 2; i++) {
        const [row] = await tx.select({ name: products.name }).from(products).where(eq(products.id, id));
        expect(row?.name).toBe('Papas rústicas');
      }
      const result: unknown = await tx.execute(
        sql`select count(*)::int as count from pg_prepared_statements where statement like 'select "name" from "products"%'`,
      );
      return (result as Array<{ count: number }>)[0]?.count;
    });
    // Unprepared, postgres.js sent it as an unnamed statement each time (Parse and Describe, then
    // Bind and Execute: two round trips), and the session would list none.
    expect(prepared).toBe(1);
  });
});
