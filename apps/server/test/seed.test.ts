import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIZES } from '@burgers/domain/constants';
import { isCouponExpired, todayInStore } from '@burgers/domain/coupons';
import { couponEditSchema } from '@burgers/domain/schemas/coupon';
import { productSchemas } from '@burgers/domain/schemas/products';
import { reviewSchema } from '@burgers/domain/schemas/review';
import type { Beverage, Burger, Combo, Coupon, Fries, Ingredient, Product, DeskOrder } from '@burgers/domain/types';
import { activityLog, coupons, orderRefunds, orders, products, reviews, users } from '#db/schema';
import { oneYearAfter, seedDatabase } from '#db/seed';
import { verifyPassword } from '#lib/passwords';
import { useTestApp } from './support/test-app';

const ANY_DAY = '0000-01-01';
const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public');

describe('demo data', () => {
  // Seeded by the app itself on start, as `npm start` does on an empty database.
  const { t, api } = useTestApp({ SEED_DEMO: 'true' });
  let menu: Product[];
  let bases: Product[];
  let ingredients: Ingredient[];
  let couponList: Coupon[];

  const ofType = <T extends Product>(type: T['type']) => menu.filter((p): p is T => p.type === type);

  async function tableCounts() {
    const db = t.app.ctx.db;
    const [u] = await db.select({ n: count() }).from(users);
    const [p] = await db.select({ n: count() }).from(products);
    const [c] = await db.select({ n: count() }).from(coupons);
    const [r] = await db.select({ n: count() }).from(reviews);
    return { users: u?.n, products: p?.n, coupons: c?.n, reviews: r?.n };
  }

  beforeAll(async () => {
    menu = (await api<Product[]>('GET', '/products')).body;
    bases = (await api<Product[]>('GET', '/burgerBase')).body;
    ingredients = (await api<Ingredient[]>('GET', '/ingredients')).body;
    couponList = (await api<Coupon[]>('GET', '/coupons')).body;
  });

  it('loads a full menu: burgers (some veggie), combos, beverages in every size, fries', () => {
    const burgers = ofType<Burger>('burgers');
    expect(burgers.length).toBeGreaterThanOrEqual(8);
    expect(burgers.some((b) => b.isVeggie)).toBe(true);
    expect(burgers.some((b) => !b.isVeggie)).toBe(true);
    for (const burger of burgers) {
      expect(burger.price).toBeGreaterThanOrEqual(7500);
      expect(burger.price).toBeLessThanOrEqual(14000);
      expect(burger.ingredient?.length).toBeGreaterThan(0);
    }
    expect(ofType<Combo>('combos')).toHaveLength(4);
    const beverages = ofType<Beverage>('beverages');
    expect(beverages).toHaveLength(6);
    expect(new Set(beverages.map((b) => b.size))).toEqual(new Set(SIZES));
    expect(ofType<Fries>('fries')).toHaveLength(3);
  });

  it('gives the builder 3 bases (one veggie) and 12 ingredients, some repeatable, some veggie', () => {
    expect(bases).toHaveLength(3);
    expect(bases.filter((b) => b.isVeggie)).toHaveLength(1);
    expect(ingredients).toHaveLength(12);
    expect(ingredients.some((i) => i.isRepeat)).toBe(true);
    expect(ingredients.some((i) => !i.isRepeat)).toBe(true);
    expect(ingredients.some((i) => i.isVeggie)).toBe(true);
    expect(ingredients.some((i) => !i.isVeggie)).toBe(true);
  });

  it('composes burgers of the seeded ingredients, veggie ones of veggie ingredients only', () => {
    const byId = new Map(ingredients.map((i) => [i.id, i]));
    for (const burger of ofType<Burger>('burgers')) {
      const parts = burger.ingredients.map((id) => byId.get(id));
      expect(parts.every(Boolean), burger.name).toBe(true);
      if (burger.isVeggie)
        expect(
          parts.every((p) => p?.isVeggie),
          burger.name,
        ).toBe(true);
    }
    const menuById = new Map(menu.map((p) => [p.id, p]));
    for (const combo of ofType<Combo>('combos')) {
      expect(combo.burgers.length, combo.name).toBeGreaterThan(0);
      const parts = [...combo.burgers, ...combo.fries, ...combo.beverages].map((id) => menuById.get(id));
      expect(parts.every(Boolean), combo.name).toBe(true);
      if (combo.isVeggie)
        expect(
          parts.every((p) => p?.isVeggie),
          combo.name,
        ).toBe(true);
    }
  });

  it('gives every product and coupon an image the web app ships', () => {
    for (const product of [...menu, ...bases, ...ingredients]) {
      expect(product.imgUri, product.name).toMatch(/^\/images\/menu\/[a-z0-9-]+\.svg$/);
    }
    for (const coupon of couponList) expect(coupon.imgUri, coupon.code).toMatch(/^\/images\/coupons\/[a-z0-9-]+\.svg$/);
    const uris = [...menu, ...bases, ...ingredients, ...couponList].map((p) => p.imgUri ?? '');
    expect(new Set(uris).size).toBe(uris.length);
    const missing = uris.filter((uri) => !existsSync(path.join(webPublic, uri)));
    expect(missing).toEqual([]);
  });

  it('loads 4 coupons linked to products: one expired, the others valid for a year', () => {
    const today = todayInStore();
    expect(couponList).toHaveLength(4);
    const expired = couponList.filter((c) => isCouponExpired(c, today));
    expect(expired).toHaveLength(1);
    for (const coupon of couponList.filter((c) => !expired.includes(c))) {
      expect(coupon.expirationDate).toBe(oneYearAfter(today));
    }
    const productIds = new Set(menu.map((p) => p.id));
    for (const coupon of couponList) {
      expect(coupon.code).toBe(coupon.code.toUpperCase());
      expect(coupon.code.length).toBeLessThanOrEqual(9);
      expect(coupon.title.length).toBeLessThanOrEqual(25);
      expect(coupon.productsId.length).toBeGreaterThan(0);
      expect(coupon.productsId.every((id) => productIds.has(id))).toBe(true);
    }
  });

  it('passes the rules of the admin forms, so an admin can save any demo item unchanged', () => {
    for (const product of [...menu, ...bases, ...ingredients]) {
      const parsed = productSchemas[product.type].safeParse(product);
      expect(parsed.success, `${product.name}: ${parsed.error?.message}`).toBe(true);
    }
    for (const coupon of couponList) {
      expect(couponEditSchema(ANY_DAY).safeParse(coupon).success, coupon.code).toBe(true);
    }
  });

  it('creates exactly one active account per role with the documented passwords', async () => {
    const all = await t.app.ctx.db.select().from(users);
    // The history's customers have no password: they never sign in.
    const rows = all.filter((u) => u.passwordHash !== null);
    expect(rows).toHaveLength(3);
    expect(all.filter((u) => u.passwordHash === null).every((u) => u.role === 'customer')).toBe(true);
    const accounts = [
      ['admin@burgers.test', 'Admin1234!', 'admin'],
      ['empleado@burgers.test', 'Empleado1234!', 'employee'],
      ['cliente@burgers.test', 'Cliente1234!', 'customer'],
    ] as const;
    for (const [email, password, role] of accounts) {
      const user = rows.find((u) => u.email === email);
      expect(user?.role, email).toBe(role);
      expect(user?.activatedAt, email).toBeInstanceOf(Date);
      expect(user?.deletedAt, email).toBeNull();
      expect(await verifyPassword(user?.passwordHash ?? '', password), email).toBe(true);
      expect(await verifyPassword(user?.passwordHash ?? '', 'otra-clave'), email).toBe(false);
    }
    expect(rows.find((u) => u.role === 'admin')?.firstName).toBe('Admin');
  });

  it('writes a few reviews by the demo customer, without an order or on her past orders', async () => {
    const rows = (await t.app.ctx.db.select().from(reviews)).filter((r) => r.orderId === null);
    const [customer] = (await t.app.ctx.db.select().from(users)).filter((u) => u.email === 'cliente@burgers.test');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const review of rows) {
      expect(reviewSchema.safeParse(review).success, review.description).toBe(true);
      expect(review.userId).toBe(customer?.id);
      expect(review.orderId).toBeNull();
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.author).toBe(`${customer?.firstName} ${customer?.lastName}`);
    }
  });

  it('adds four weeks of past paid orders: picked up, a few refunded, some reviewed, none today', async () => {
    const admin = (await t.app.ctx.db.select().from(users)).find((u) => u.role === 'admin')!;
    const token = await t.app.ctx.tokens.sign(admin.id);
    const desk = await api<{ rows: DeskOrder[]; count: number }>('GET', '/admin/orders', { token });
    expect(desk.body.count).toBeGreaterThan(100);
    const newest = desk.body.rows[0]!;
    const day = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date(iso));
    expect(day(newest.createdAt) < day(new Date().toISOString())).toBe(true);
    expect(newest).toMatchObject({ status: 'Entregado', simulated: true });

    const cancelled = await api<{ rows: DeskOrder[]; count: number }>('GET', '/admin/orders?status=Cancelado', {
      token,
    });
    expect(cancelled.body.count).toBeGreaterThanOrEqual(1);
    expect(cancelled.body.rows[0]!.refunds[0]).toMatchObject({ by: 'Admin Devoto' });
    const kitchen = await api<unknown[]>('GET', '/orders', { token });
    expect(kitchen.body).toEqual([]);

    const withOrder = (await t.app.ctx.db.select().from(reviews)).filter((r) => r.orderId !== null);
    expect(withOrder.length).toBeGreaterThanOrEqual(2);
    const stats = await api<{ days: Array<{ orders: number }>; today: { orders: number } }>('GET', '/admin/stats', {
      token,
    });
    expect(stats.body.today.orders).toBe(0);
    expect(stats.body.days.filter((d) => d.orders > 0).length).toBeGreaterThanOrEqual(12);
    const activity = await api<{ count: number }>('GET', '/admin/activity', { token });
    expect(activity.body.count).toBeGreaterThan(1);
  });

  it('does nothing the second time, nor on a database that already has users', async () => {
    const before = await tableCounts();
    expect(await seedDatabase(t.app.ctx.db)).toEqual({ seeded: false });
    expect(await tableCounts()).toEqual(before);
  });

  it('gives the menu options, dietary tags and allergens a customer would believe (issue 18)', async () => {
    const clasica = menu.find((p) => p.name === 'Clásica Devoto');
    expect(clasica?.optionGroups.map((g) => [g.name, g.min, g.max])).toEqual([
      ['Punto de la carne', 1, 1],
      ['Sacale', 0, 4],
      ['Agregale', 0, 3],
      ['Pan', 1, 1],
    ]);
    expect(clasica?.optionGroups[0].options.find((o) => o.isDefault)?.name).toBe('A punto');
    expect(clasica?.optionGroups[1].options.map((o) => o.name)).toContain('Sin cebolla');
    const cheddar = ingredients.find((i) => i.name === 'Queso cheddar');
    expect(clasica?.optionGroups[2].options[0]).toMatchObject({
      name: 'Queso cheddar',
      price: cheddar?.price,
      productId: cheddar?.id,
    });
    expect(clasica?.optionGroups[3].options[1]).toMatchObject({ name: 'Pan sin TACC', tags: ['sinTacc'] });
    const combo = menu.find((p) => p.name === 'Combo Clásico');
    expect(combo?.optionGroups.map((g) => g.name)).toEqual(
      expect.arrayContaining(['Elegí tu bebida', 'Elegí tus papas']),
    );
    for (const product of menu) expect(product.tags.length + product.allergens.length).toBeGreaterThan(0);
    const sinTacc = (await api<Product[]>('GET', '/products?tag=sinTacc')).body.map((p) => p.name);
    expect(sinTacc).toEqual(expect.arrayContaining(['Clásica Devoto', 'Papas Clásicas', 'Gaseosa Cola']));
    expect(sinTacc).not.toContain('Devoto Especial');
  });
});

describe('seeding a database that is already in use', () => {
  const { t } = useTestApp();

  it('leaves a shop with its own users untouched', async () => {
    await t.app.ctx.db
      .insert(users)
      .values({ firstName: 'Dueño', lastName: 'Real', email: 'duenio@example.com', role: 'admin' });
    expect(await seedDatabase(t.app.ctx.db)).toEqual({ seeded: false });
    const [p] = await t.app.ctx.db.select({ n: count() }).from(products);
    expect(p?.n).toBe(0);
  });
});

describe('oneYearAfter', () => {
  it('keeps the calendar day, moving 29 February to 1 March', () => {
    expect(oneYearAfter('2025-06-15')).toBe('2026-06-15');
    expect(oneYearAfter('2028-02-29')).toBe('2029-03-01');
  });
});

describe('SEED_DEMO=false', () => {
  const { t } = useTestApp({ SEED_DEMO: 'false' });

  it('starts with no orders, no refunds and an empty activity log', async () => {
    const db = t.app.ctx.db;
    for (const table of [users, orders, orderRefunds, activityLog]) {
      const [row] = await db.select({ n: count() }).from(table);
      expect(row?.n).toBe(0);
    }
  });
});
