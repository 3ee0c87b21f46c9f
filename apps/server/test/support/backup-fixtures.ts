import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { reviews } from '#db/schema';
import { publicTables, rowsOf } from '#ops/backup/database-dump';
import { insertProduct } from './catalogue-fixtures';
import { placePaidOrder } from './order-fixtures';
import type { TestApp } from './test-app';
import { insertCast, type TestUser } from './user-fixtures';

/** Every table's rows (as PostgreSQL's JSON of them, sorted) and every sequence's position. */
export async function contentsOf(db: Db): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const table of await publicTables(db)) {
    const rows = await rowsOf<{ row: string }>(
      db,
      sql`select to_jsonb(t)::text as row from ${sql.identifier(table)} t`,
    );
    contents[table] = rows.map((r) => r.row).sort();
  }
  const sequences = await rowsOf<{ name: string; last: string | null }>(
    db,
    sql`select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
  );
  contents['(sequences)'] = sequences.map((s) => `${s.name}=${s.last}`).sort();
  return contents;
}

/** Every file of a folder with its bytes, as base64. */
export function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  try {
    for (const name of readdirSync(dir)) files[name] = readFileSync(path.join(dir, name)).toString('base64');
  } catch {
    // No folder: no files.
  }
  return files;
}

/** A shop with customers, staff, products, paid orders, a review and uploaded images. */
export async function fillShop(t: TestApp): Promise<{ customer: TestUser; burger: number }> {
  const { customer } = await insertCast(t);
  const burger = await insertProduct(t, { type: 'burgers', name: 'Clásica "de la casa"\nnueva', price: 8500.5 });
  const placed = await placePaidOrder(t, customer.token, {
    cart: [{ id: burger, cantidad: 2 }],
    note: 'Sin cebolla, ¡gracias!',
  });
  await t.app.ctx.db
    .insert(reviews)
    .values({ userId: customer.id, orderId: placed.orderId, rating: 5, description: 'Riquísima', author: 'Carla' });
  const uploads = path.join(t.config.dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  for (let i = 0; i < 3; i++)
    writeFileSync(path.join(uploads, `${randomBytes(8).toString('hex')}.webp`), randomBytes(20_000 + i));
  return { customer, burger };
}
