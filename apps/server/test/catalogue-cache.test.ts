import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@burgers/domain/types';
import { products } from '#db/schema';
import { messages } from '#messages';
import { insertCoupon, insertProduct, FUTURE_DATE } from './support/catalogue-fixtures';
import { useTestApp } from './support/test-app';
import { insertUser, type TestUser } from './support/user-fixtures';

/** Raw bytes as the server sent them: fetch would decompress, this keeps the encoding visible. */
async function rawGet(baseUrl: string, pathname: string, headers: Record<string, string> = {}) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${baseUrl}/api${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('catalogue answers served from ready bytes', () => {
  const { t, api } = useTestApp();
  let admin: TestUser;
  let burgerId: number;
  let cheddar: number;

  beforeAll(async () => {
    admin = await insertUser(t, { role: 'admin' });
    cheddar = await insertProduct(t, { type: 'ingredients', name: 'Queso cheddar', price: 900, isVeggie: true });
    await insertProduct(t, { type: 'burgerBase', name: 'Base Clásica', price: 5500 });
    const created = await api<Product>('POST', '/burgers', {
      token: admin.token,
      body: { name: 'Hamburguesa Clásica', price: 8500, isVeggie: false, ingredients: [cheddar] },
    });
    expect(created.status).toBe(201);
    burgerId = created.body.id;
    await insertProduct(t, { type: 'fries', name: 'Papas fritas', price: 3000, isVeggie: true });
    await insertCoupon(t, { code: 'DEVOTO10', percentage: 10, expirationDate: FUTURE_DATE, productIds: [burgerId] });
  });

  it('sends the menu brotli- or gzip-compressed with an ETag, and 304 when the browser has it', async () => {
    const br = await rawGet(t.baseUrl, '/products', { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    const menu = JSON.parse(brotliDecompressSync(br.body).toString()) as Product[];
    expect(menu.map((p) => p.name)).toEqual(['Hamburguesa Clásica', 'Papas fritas']);
    const etag = br.headers.etag;
    expect(typeof etag).toBe('string');

    const gz = await rawGet(t.baseUrl, '/products', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(menu);
    expect(gz.headers.etag).toBe(etag);

    const plain = await rawGet(t.baseUrl, '/products');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(menu);

    const again = await rawGet(t.baseUrl, '/products', { 'if-none-match': String(etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('shows an admin change on the very next read, with a new ETag', async () => {
    const before = await api<Product[]>('GET', '/products');
    const detailBefore = await api<Product>('GET', `/products/${burgerId}`);
    expect(detailBefore.body.price).toBe(8500);

    const renamed = await api<Product>('PUT', '/burgers', {
      token: admin.token,
      body: { id: burgerId, name: 'Hamburguesa Doble', price: 9900, isVeggie: false, ingredients: [cheddar] },
    });
    expect(renamed.status).toBe(200);

    const after = await api<Product[]>('GET', '/products');
    expect(after.body.map((p) => p.name)).toContain('Hamburguesa Doble');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect((await api<Product>('GET', `/products/${burgerId}`)).body.price).toBe(9900);

    // A browser still holding the old menu gets the new one, not a 304.
    const stale = await rawGet(t.baseUrl, '/products', { 'if-none-match': String(before.headers.get('etag')) });
    expect(stale.status).toBe(200);
  });

  it('drops a deactivated product from the menu and its detail for visitors, not for admins', async () => {
    const fries = (await api<Product[]>('GET', '/products')).body.find((p) => p.name === 'Papas fritas');
    expect(fries).toBeDefined();
    await api<Product>('GET', `/products/${fries?.id}`);
    expect((await api('DELETE', `/fries/${fries?.id}`, { token: admin.token })).status).toBe(200);

    expect((await api<Product[]>('GET', '/products')).body.map((p) => p.name)).not.toContain('Papas fritas');
    const detail = await api('GET', `/products/${fries?.id}`);
    expect(detail.status).toBe(404);
    expect(detail.body).toMatchObject({ error: messages.productNotFound });
    expect((await api('GET', `/products/${fries?.id}`, { token: admin.token })).status).toBe(200);
    const withDeleted = await api<Product[]>('GET', '/products?isDeleted=true', { token: admin.token });
    expect(withDeleted.body.map((p) => p.name)).toContain('Papas fritas');
    expect(withDeleted.headers.get('etag')).toBeNull();
  });

  it('sees writes made straight to the database, whatever code path made them', async () => {
    // A write from outside this instance's requests is seen once its NOTIFY has arrived.
    const arrived = () => t.app.ctx.catalogueCache.sync();
    expect((await api<Product[]>('GET', '/ingredients')).body.map((p) => p.name)).toEqual(['Queso cheddar']);
    await insertProduct(t, { type: 'ingredients', name: 'Cebolla morada', price: 500, isVeggie: true });
    await arrived();
    expect((await api<Product[]>('GET', '/ingredients')).body.map((p) => p.name)).toEqual([
      'Queso cheddar',
      'Cebolla morada',
    ]);

    expect((await api<unknown[]>('GET', '/coupons')).body).toHaveLength(1);
    await insertCoupon(t, { code: 'PAPAS20', percentage: 20, expirationDate: FUTURE_DATE, productIds: [burgerId] });
    await arrived();
    expect((await api<unknown[]>('GET', '/coupons')).body).toHaveLength(2);

    await t.app.ctx.db.update(products).set({ name: 'Base Doble' }).where(eq(products.type, 'burgerBase'));
    await arrived();
    expect((await api<Product[]>('GET', '/burgerBase')).body.map((p) => p.name)).toEqual(['Base Doble']);
  });
});

describe('catalogue search and pages', () => {
  const { t, api } = useTestApp();

  beforeAll(async () => {
    for (let i = 1; i <= 7; i++)
      await insertProduct(t, { type: 'burgers', name: `Hamburguesa Número ${i}`, price: 1000 + i * 100 });
    await insertProduct(t, { type: 'burgers', name: 'Clásica de la casa', price: 5000 });
    await insertProduct(t, { type: 'beverages', name: 'Limonada', price: 1500 });
  });

  it('finds names with or without accents and capitals, and takes % and _ literally', async () => {
    const found = await api<Product[]>('GET', '/products?name=CLASICA');
    expect(found.body.map((p) => p.name)).toEqual(['Clásica de la casa']);
    expect((await api<Product[]>('GET', '/products?name=numero 3')).body.map((p) => p.name)).toEqual([
      'Hamburguesa Número 3',
    ]);
    expect((await api<Product[]>('GET', '/products?name=%25')).body).toEqual([]);
    expect((await api<Product[]>('GET', '/products?name=n_mero')).body).toEqual([]);
  });

  it('pages the menu with limit and the next-cursor header, in the menu order, until the last page', async () => {
    const whole = (await api<Product[]>('GET', '/products')).body.map((p) => p.name);
    expect(whole).toHaveLength(9);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `/products?limit=4${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await api<Product[]>('GET', query);
      expect(page.status).toBe(200);
      expect(page.body.length).toBeLessThanOrEqual(4);
      seen.push(...page.body.map((p) => p.name));
      cursor = page.headers.get('next-cursor');
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual(whole);
    expect(pages).toBe(3);
  });

  it('pages by price, highest first, without repeating or skipping', async () => {
    const whole = (await api<Product[]>('GET', '/products?order=desc')).body.map((p) => p.name);
    const first = await api<Product[]>('GET', '/products?order=desc&limit=5');
    const next = first.headers.get('next-cursor');
    expect(next).toBeTruthy();
    const second = await api<Product[]>('GET', `/products?order=desc&limit=5&cursor=${next}`);
    expect(second.body).toBeInstanceOf(Array);
    expect([...first.body, ...second.body].map((p) => p.name)).toEqual(whole);
    expect(second.headers.get('next-cursor')).toBeNull();
  });

  it('refuses a bad limit or cursor with a Spanish message', async () => {
    for (const limit of ['0', '101', 'diez', '2.5']) {
      const res = await api('GET', `/products?limit=${limit}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: messages.productLimitInvalid });
    }
    const res = await api('GET', '/products?limit=3&cursor=no-es-un-cursor');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: messages.productCursorInvalid });
  });
});
