import { beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from './support/catalogue-fixtures';
import { useTestApp } from './support/test-app';

describe('search engines: sitemap and robots', () => {
  const { t } = useTestApp({ PUBLIC_URL: 'https://burgersdevoto.example', PAYMENTS: 'sandbox' });
  let active: number;
  let retired: number;
  let ingredient: number;

  beforeAll(async () => {
    active = await insertProduct(t, { type: 'burgers', name: 'Hamburguesa Clásica', price: 8500 });
    retired = await insertProduct(t, { type: 'burgers', name: 'Hamburguesa de otoño', price: 8000, deleted: true });
    ingredient = await insertProduct(t, { type: 'ingredients', name: 'Cheddar', price: 900 });
  });

  it('lists the public pages and every active product, at the public address', async () => {
    const res = await fetch(`${t.baseUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const page of ['/', '/menu', '/nosotros', '/quedicendenosotros', '/contacto']) {
      expect(locs).toContain(new URL(page, 'https://burgersdevoto.example').toString());
    }
    expect(locs).toContain(`https://burgersdevoto.example/detalle/${active}`);
    expect(locs).not.toContain(`https://burgersdevoto.example/detalle/${retired}`);
    expect(locs).not.toContain(`https://burgersdevoto.example/detalle/${ingredient}`);
    expect(locs.some((loc) => /admin|employee|user/i.test(loc ?? ''))).toBe(false);
  });

  it('keeps admin, employee and account paths out and points at the sitemap', async () => {
    const res = await fetch(`${t.baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const path of ['/admin', '/employee', '/user', '/mis-compras', '/pantalla', '/api/'])
      expect(text).toContain(`Disallow: ${path}`);
    expect(text).not.toMatch(/Disallow: \/$/m);
    expect(text).toContain('Sitemap: https://burgersdevoto.example/sitemap.xml');
  });
});
