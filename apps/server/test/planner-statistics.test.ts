import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '#db/schema';
import { analyseStale } from '#ops/planner-statistics';
import { insertProduct } from './support/catalogue-fixtures';
import { useTestApp, type TestApp } from './support/test-app';

/** What the planner believes of the products table: its row estimate and when it was last analysed. */
async function plannerView(t: TestApp): Promise<{ estimate: number; analysed: boolean }> {
  const result: unknown = await t.app.ctx.db.execute(sql`
    select c.reltuples::float8 as estimate, (s.last_analyze is not null or s.last_autoanalyze is not null) as analysed
    from pg_class c join pg_stat_user_tables s on s.relid = c.oid
    where c.relname = 'products' and s.schemaname = current_schema()`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    estimate: number;
    analysed: boolean;
  }>;
  return { estimate: Number(rows[0]?.estimate), analysed: Boolean(rows[0]?.analysed) };
}

describe('planner statistics after bulk catalogue changes', () => {
  const { t, api } = useTestApp();

  it('analyses the products table by itself after a bulk load, so searches are planned for its real size', async () => {
    await insertProduct(t, { type: 'burgers', name: 'Hamburguesa Clásica', price: 8500 });
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      type: 'burgers' as const,
      name: `Burger generada ${i}`,
      priceCents: 500_000 + i,
      isVeggie: i % 3 === 0,
    }));
    await t.app.ctx.db.transaction(async (tx) => {
      await tx.insert(products).values(rows);
      // PostgreSQL reports a connection's row counts within seconds; this one at its commit.
      await tx.execute(sql`select pg_stat_force_next_flush()`);
    });

    // Nobody runs ANALYZE here: the shop does, once the change has settled.
    const deadline = Date.now() + 25_000;
    let view = await plannerView(t);
    while (!(view.analysed && view.estimate >= 3000) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      view = await plannerView(t);
    }
    expect(view.analysed).toBe(true);
    expect(view.estimate).toBeGreaterThanOrEqual(3000);
  });

  it('writes new names straight into the search index, so a search never reads a backlog of them', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => ({
      type: 'burgers' as const,
      name: `Burger picante rústica ${i}`,
      priceCents: 600_000 + i,
      isVeggie: false,
    }));
    await t.app.ctx.db.insert(products).values(rows);
    // GIN's pending list (fastupdate) would hold these 500 names unsorted, read whole by every
    // search until a VACUUM, which the embedded database never runs: none may be waiting there.
    const result: unknown = await t.app.ctx.db.execute(
      sql`select gin_clean_pending_list('products_search_key_trgm_idx')::int as pending_pages`,
    );
    const rowsOut = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
      pending_pages: number;
    }>;
    expect(rowsOut[0]?.pending_pages).toBe(0);
    const found = await api<Array<{ name: string }>>('GET', '/products?name=RUSTICA%20499');
    expect(found.body.map((product) => product.name)).toEqual(['Burger picante rústica 499']);
  });

  it('vacuums a table with many dead rows when asked, as the embedded database needs without autovacuum', async () => {
    await t.app.ctx.db
      .insert(products)
      .values(
        Array.from({ length: 300 }, (_, i) => ({ type: 'fries' as const, name: `Papas ${i}`, priceCents: 10_000 })),
      );
    // Every update leaves the old row behind, dead, until a VACUUM: here, one for every product.
    await t.app.ctx.db.transaction(async (tx) => {
      await tx.update(products).set({ priceCents: sql`${products.priceCents} + 100` });
      await tx.execute(sql`select pg_stat_force_next_flush()`);
    });
    expect((await deadRows(t)).dead).toBeGreaterThanOrEqual(300);

    expect(await analyseStale(t.app.ctx.db, ['products'], { vacuum: true })).toEqual(['products']);
    const after = await deadRows(t);
    expect(after.vacuumed).toBe(true);
    expect(after.dead).toBe(0);
  });
});

/** The products table's dead rows and whether it was ever vacuumed, as the statistics say. */
async function deadRows(t: TestApp): Promise<{ dead: number; vacuumed: boolean }> {
  const result: unknown = await t.app.ctx.db.execute(sql`
    select n_dead_tup::int as dead, (last_vacuum is not null or last_autovacuum is not null) as vacuumed
    from pg_stat_user_tables where relname = 'products' and schemaname = current_schema()`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    dead: number;
    vacuumed: boolean;
  }>;
  return { dead: Number(rows[0]?.dead), vacuumed: Boolean(rows[0]?.vacuumed) };
}
