import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { todayInStore } from '@burgers/domain/coupons';
import { toCents } from '@burgers/domain/pricing';
import type { AppContext } from '#context';
import { hashPassword } from '#lib/passwords';
import type { Db, Tx } from './client';
import {
  demoBases,
  demoBeverages,
  demoBurgers,
  demoCombos,
  demoCoupons,
  demoFries,
  demoIngredients,
  demoReviews,
  demoUsers,
  EXPIRED_COUPON_DATE,
} from './demo-data';
import { seedHistory, type HistoryPeople } from './demo-history';
import { demoDietary, demoOptionGroups } from './demo-options';
import { seedDeliveryZones } from './demo-zones';
import {
  couponProducts,
  coupons,
  productComponents,
  productOptionGroups,
  productOptions,
  products,
  reviews,
  users,
} from './schema';

// Any constant works: it only keeps two servers starting on one empty PostgreSQL from both seeding.
const SEED_LOCK_KEY = 7_461_203;

type NewProduct = typeof products.$inferInsert;
type ComponentKind = (typeof productComponents.$inferInsert)['kind'];

export interface SeedResult {
  seeded: boolean;
}

const menuImage = (slug: string) => `/images/menu/${slug}.svg`;
const couponImage = (slug: string) => `/images/coupons/${slug}.svg`;

/** The same calendar day one year later (29 February becomes 1 March). */
export function oneYearAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + 1, month - 1, date)).toISOString().slice(0, 10);
}

/** Inserts products and answers slug -> id. */
async function insertProducts(
  tx: Tx,
  items: Array<{ slug: string; values: NewProduct }>,
): Promise<Map<string, number>> {
  const rows = await tx
    .insert(products)
    .values(items.map((i) => i.values))
    .returning({ id: products.id, name: products.name });
  const idByName = new Map(rows.map((r) => [r.name, r.id]));
  return new Map(items.map((i) => [i.slug, idByName.get(i.values.name) ?? 0]));
}

function idsOf(ids: Map<string, number>, slugs: string[]): number[] {
  return slugs.map((slug) => {
    const id = ids.get(slug);
    if (!id) throw new Error(`demo data refers to an unknown product: ${slug}`);
    return id;
  });
}

async function seedMenu(tx: Tx): Promise<Map<string, number>> {
  const ids = await insertProducts(tx, [
    ...demoIngredients.map((i) => ({
      slug: i.slug,
      values: {
        type: 'ingredients',
        name: i.name,
        priceCents: toCents(i.price),
        imgUri: menuImage(i.slug),
        isVeggie: i.isVeggie,
        isRepeat: i.isRepeat,
      } satisfies NewProduct,
    })),
    ...demoBases.map((b) => ({
      slug: b.slug,
      values: {
        type: 'burgerBase',
        name: b.name,
        priceCents: toCents(b.price),
        imgUri: menuImage(b.slug),
        isVeggie: b.isVeggie,
        description: b.description,
      } satisfies NewProduct,
    })),
    ...demoBeverages.map((b) => ({
      slug: b.slug,
      values: {
        type: 'beverages',
        name: b.name,
        priceCents: toCents(b.price),
        imgUri: menuImage(b.slug),
        isVeggie: true,
        size: b.size,
        isCarbonated: b.isCarbonated,
        isSugar: b.isSugar,
      } satisfies NewProduct,
    })),
    ...demoFries.map((f) => ({
      slug: f.slug,
      values: {
        type: 'fries',
        name: f.name,
        priceCents: toCents(f.price),
        imgUri: menuImage(f.slug),
        isVeggie: f.isVeggie,
        size: f.size,
      } satisfies NewProduct,
    })),
    ...demoBurgers.map((b) => ({
      slug: b.slug,
      values: {
        type: 'burgers',
        name: b.name,
        priceCents: toCents(b.price),
        imgUri: menuImage(b.slug),
        isVeggie: b.isVeggie,
      } satisfies NewProduct,
    })),
  ]);
  // Combos refer to burgers, so they come second.
  const comboIds = await insertProducts(
    tx,
    demoCombos.map((c) => ({
      slug: c.slug,
      values: {
        type: 'combos',
        name: c.name,
        priceCents: toCents(c.price),
        imgUri: menuImage(c.slug),
        isVeggie: c.isVeggie,
      } satisfies NewProduct,
    })),
  );
  for (const [slug, id] of comboIds) ids.set(slug, id);

  const components: Array<typeof productComponents.$inferInsert> = [];
  const add = (parentSlug: string, kind: ComponentKind, slugs: string[]) => {
    const [parentId] = idsOf(ids, [parentSlug]);
    idsOf(ids, slugs).forEach((childId, position) =>
      components.push({ parentId: parentId ?? 0, childId, kind, position }),
    );
  };
  for (const burger of demoBurgers) add(burger.slug, 'ingredient', burger.ingredients);
  for (const combo of demoCombos) {
    add(combo.slug, 'burger', combo.burgers);
    add(combo.slug, 'fries', combo.fries);
    add(combo.slug, 'beverage', combo.beverages);
  }
  await tx.insert(productComponents).values(components);
  await seedOptions(tx, ids);
  return ids;
}

/** Tags, allergens and option groups of the demo menu (demo-options.ts). */
async function seedOptions(tx: Tx, ids: Map<string, number>): Promise<void> {
  for (const [slug, dietary] of Object.entries(demoDietary)) {
    const [id] = idsOf(ids, [slug]);
    await tx
      .update(products)
      .set({ tags: dietary.tags ?? [], allergens: dietary.allergens ?? [] })
      .where(sql`${products.id} = ${id}`);
  }
  for (const [slug, groups] of Object.entries(demoOptionGroups)) {
    const [productId = 0] = idsOf(ids, [slug]);
    for (const [position, group] of groups.entries()) {
      const [row] = await tx
        .insert(productOptionGroups)
        .values({ productId, name: group.name, minChoices: group.min, maxChoices: group.max, position })
        .returning({ id: productOptionGroups.id });
      if (!row) throw new Error('no option group inserted');
      await tx.insert(productOptions).values(
        group.options.map((option, optionPosition) => {
          const linked = option.product === undefined ? null : (idsOf(ids, [option.product])[0] ?? null);
          const linkedName = option.product === undefined ? undefined : demoNames.get(option.product);
          return {
            groupId: row.id,
            name: option.name ?? linkedName ?? '',
            priceCents: toCents(option.price),
            isDefault: option.isDefault ?? false,
            linkedProductId: linked,
            position: optionPosition,
            tags: option.tags ?? [],
            allergens: option.allergens ?? [],
          };
        }),
      );
    }
  }
}

const demoNames = new Map(
  [...demoIngredients, ...demoBeverages, ...demoFries, ...demoBurgers, ...demoBases].map((item) => [
    item.slug,
    item.name,
  ]),
);

async function seedCoupons(tx: Tx, productIds: Map<string, number>, today: string): Promise<void> {
  const validUntil = oneYearAfter(today);
  for (const coupon of demoCoupons) {
    const [row] = await tx
      .insert(coupons)
      .values({
        code: coupon.code,
        title: coupon.title,
        expirationDate: coupon.expired ? EXPIRED_COUPON_DATE : validUntil,
        imgUri: couponImage(coupon.slug),
        discountPercentage: coupon.discountPorcentage,
      })
      .returning({ id: coupons.id });
    if (!row) throw new Error('coupon insert returned no row');
    await tx
      .insert(couponProducts)
      .values(idsOf(productIds, coupon.products).map((productId) => ({ couponId: row.id, productId })));
  }
}

async function seedAccounts(tx: Tx, hashes: string[]): Promise<HistoryPeople> {
  const now = new Date();
  const inserted = await tx
    .insert(users)
    .values(
      demoUsers.map((u, i) => ({
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        passwordHash: hashes[i] ?? null,
        role: u.role,
        activatedAt: now,
      })),
    )
    .returning({ id: users.id, role: users.role, firstName: users.firstName, lastName: users.lastName });
  const customer = inserted.find((u) => u.role === 'customer');
  const employee = inserted.find((u) => u.role === 'employee');
  const admin = inserted.find((u) => u.role === 'admin');
  if (!customer || !employee || !admin) throw new Error('demo data lacks a role');
  // Spread over the last days so "newest first" shows a believable order.
  await tx.insert(reviews).values(
    demoReviews.map((r, i) => ({
      userId: customer.id,
      orderId: null,
      rating: r.rating,
      description: r.description,
      author: `${customer.firstName} ${customer.lastName}`,
      createdAt: new Date(now.getTime() - (demoReviews.length - i) * 86_400_000),
    })),
  );
  return { customer, employee, admin };
}

/**
 * Loads the demo menu, coupons, reviews and one account per role, but only into a database
 * without users: a shop that is already in use is never touched. Safe to call on every start.
 */
export async function seedDatabase(db: Db, today: string = todayInStore()): Promise<SeedResult> {
  // The usual case, a shop in use, answers at once without hashing any password.
  if (await hasUsers(db)) return { seeded: false };
  const hashes = await Promise.all(demoUsers.map((u) => hashPassword(u.password)));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasUsers(tx)) return { seeded: false };
    const productIds = await seedMenu(tx);
    await seedCoupons(tx, productIds, today);
    const people = await seedAccounts(tx, hashes);
    await seedHistory(tx, productIds, people, today);
    await seedDeliveryZones(tx);
    return { seeded: true };
  });
}

async function hasUsers(db: Tx): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  return (existing?.n ?? 0) > 0;
}

export async function seedIfEmpty(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const { seeded } = await seedDatabase(ctx.db);
  if (seeded)
    log.info(
      'demo data loaded: menu, coupons, reviews, four weeks of past orders and the accounts admin@, empleado@ and cliente@burgers.test',
    );
}
