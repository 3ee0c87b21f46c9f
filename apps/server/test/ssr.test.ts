import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebRenderer } from '@burgers/domain/page-rendering';
import { isWebRenderer } from '#modules/ssr/contract';
import { FUTURE_DATE, insertCoupon, insertProduct } from './support/catalogue-fixtures';
import { startTestApp, apiClient, type TestApp } from './support/test-app';
import { insertUser } from './support/user-fixtures';

/** The web app's server entry, from its sources (the same module the build turns into dist/ssr). */
async function webRenderer(): Promise<WebRenderer> {
  const entry = path.resolve(import.meta.dirname, '../../web/src/entry-server.tsx');
  const module: unknown = await import(/* @vite-ignore */ entry);
  if (!isWebRenderer(module))
    throw new Error(
      'entry-server does not export render(), pageAddress(), pageModules(), pageData() and renderedPaths',
    );
  return module;
}

/** A built index.html as Vite writes it: the shell each page is written into. */
const SHELL = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Burgers Devoto: hamburguesas artesanales." />
    <title>Burgers Devoto</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * Vite's manifest for that shell, in its shape: the entry, and the pages the browser renders with what
 * they import (the entry itself included, as Vite lists it) and their styles.
 */
const MANIFEST = {
  'index.html': { file: 'assets/index-test.js', css: ['assets/index-test.css'], isEntry: true },
  'src/features/cart/CartPage.tsx': {
    file: 'assets/CartPage-c1.js',
    css: ['assets/CartPage-c1.css'],
    imports: ['index.html', '_pickup-slots-p1.js', '_options-o1.js'],
    isDynamicEntry: true,
  },
  '_pickup-slots-p1.js': { file: 'assets/pickup-slots-p1.js', imports: ['index.html'] },
  '_options-o1.js': { file: 'assets/options-o1.js' },
  'src/features/auth/LoginPage.tsx': { file: 'assets/LoginPage-l1.js', imports: ['index.html'], isDynamicEntry: true },
  'src/features/builder/BuilderPage.tsx': {
    file: 'assets/BuilderPage-b1.js',
    imports: ['_options-o1.js'],
    isDynamicEntry: true,
  },
  'src/app/QueryBoundary.tsx': { file: 'assets/QueryBoundary-q1.js', imports: ['_query-q2.js'], isDynamicEntry: true },
  '_query-q2.js': { file: 'assets/query-q2.js' },
  'src/styles/widgets.scss': { file: 'assets/widgets-w1.css', isDynamicEntry: true },
  'src/features/product/ProductPage.tsx': {
    file: 'assets/ProductPage-d1.js',
    imports: ['index.html', '_options-o1.js'],
    isDynamicEntry: true,
  },
};

/** The code (after the shell's own script, styles and fonts: low priority) and styles the shell preloads. */
const preloads = (html: string) => ({
  scripts: [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1],
  ),
  styles: [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g)].map((match) => match[1]),
  data: [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((match) => match[1]),
});

const PUBLIC_URL = 'https://burgersdevoto.example';
const TRICKY_NAME = 'Doble </script><script>alert(1)</script> & "papas"';

interface Page {
  status: number;
  html: string;
  headers: Headers;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The markup inside #root, before any script runs. */
const rootOf = (html: string): string =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json"|<div id="root">([\s\S]*)<\/main>/
    .exec(html)
    ?.slice(1)
    .find(Boolean) ?? '';
const metaContent = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string): Array<Record<string, unknown>> =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
const initialData = (html: string): { queries: Array<[unknown[], unknown]> } | null => {
  const raw = /<script type="application\/json" id="initial-data">([^<]*)<\/script>/.exec(html)?.[1];
  return raw ? (JSON.parse(raw) as { queries: Array<[unknown[], unknown]> }) : null;
};
/** Scripts the browser would run inline: the CSP (script-src 'self') refuses them, so there must be none. */
const inlineScripts = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)].map(
    (match) => match[0],
  );

describe('public pages rendered on the server', () => {
  let t: TestApp;
  let webDist: string;
  let burger: number;
  let tricky: number;
  const api = apiClient(() => t.baseUrl);
  const page = async (pathname: string, headers: Record<string, string> = {}): Promise<Page> => {
    const res = await fetch(`${t.baseUrl}${pathname}`, { headers });
    return { status: res.status, html: await res.text(), headers: res.headers };
  };

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'burgers-web-'));
    writeFileSync(path.join(webDist, 'index.html'), SHELL);
    mkdirSync(path.join(webDist, '.vite'));
    writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await startTestApp(
      { WEB_DIST: webDist, PUBLIC_URL, PAYMENTS: 'sandbox' },
      { webRenderer: await webRenderer() },
    );
    burger = await insertProduct(t, { type: 'burgers', name: 'Hamburguesa Clásica', price: 8500 });
    await insertProduct(t, { type: 'beverages', name: 'Limonada de la casa', price: 2500 });
    tricky = await insertProduct(t, { type: 'fries', name: TRICKY_NAME, price: 3000 });
    await insertCoupon(t, { code: 'HOLA10', percentage: 10, expirationDate: FUTURE_DATE, productIds: [burger] });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('prints nothing on the console while rendering any public page (no warning, no failed load)', async () => {
    const { renderedPaths } = await webRenderer();
    const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
    const printed: string[] = [];
    const spies = methods.map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        printed.push(`${method}: ${args.map(String).join(' ')}`);
      }),
    );
    try {
      for (const pattern of renderedPaths) {
        // The first test of the file: every page is rendered now, none is answered from the cache.
        const { status } = await page(pattern.replace(':id', String(burger)));
        expect({ pattern, status }).toEqual({ pattern, status: 200 });
      }
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(printed).toEqual([]);
  });

  it('sends the menu with every product name in its markup and the data it was rendered from', async () => {
    const { status, html, headers } = await page('/menu');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    const root = rootOf(html);
    for (const name of ['Hamburguesa Clásica', 'Limonada de la casa']) expect(root).toContain(name);
    expect(root).toContain(escapeHtml(TRICKY_NAME));

    const data = initialData(html);
    expect(data?.queries[0]?.[0]).toEqual([
      'products',
      'menu',
      { category: null, order: null, name: '', isVeggie: false },
    ]);
    const menu = (await api<unknown[]>('GET', '/products')).body;
    expect(data?.queries[0]?.[1]).toEqual(menu);
    expect(inlineScripts(html)).toEqual([]);
  });

  it("lists a rendered page's code beside its markup, for the app to link at once, and never before its first paint", async () => {
    const { html } = await page(`/detalle/${burger}`);
    const list = /<script type="application\/json" id="page-code">([^<]*)<\/script>/.exec(html);
    // The page, what it imports and the query cache; the shell's own script is loaded by the shell.
    expect(JSON.parse(list?.[1] ?? 'null')).toEqual([
      '/assets/ProductPage-d1.js',
      '/assets/options-o1.js',
      '/assets/QueryBoundary-q1.js',
      '/assets/query-q2.js',
    ]);
    expect(html.indexOf('id="page-code"')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(preloads(html).scripts).toEqual([]);
    expect(inlineScripts(html)).toEqual([]);
  });

  it('reads the menu filters from the address as the page does', async () => {
    const { html } = await page('/menu?category=beverages&utm_source=x');
    const root = rootOf(html);
    expect(root).toContain('Limonada de la casa');
    expect(root).not.toContain('Hamburguesa Clásica');
    expect(initialData(html)?.queries[0]?.[0]).toEqual([
      'products',
      'menu',
      { category: 'beverages', order: null, name: '', isVeggie: false },
    ]);
  });

  it('reads the Sin TACC filter from the address too, so the menu sent is the one the page shows', async () => {
    const admin = await insertUser(t, { role: 'admin' });
    const celiac = await insertProduct(t, { type: 'fries', name: 'Papas al horno', price: 2500 });
    await api('PUT', '/fries', {
      token: admin.token,
      body: { id: celiac, name: 'Papas al horno', price: 2500, tags: ['sinTacc'] },
    });
    const { html } = await page('/menu?sinTacc=true');
    const root = rootOf(html);
    expect(root).toContain('Papas al horno');
    expect(root).not.toContain('Hamburguesa Clásica');
    expect(initialData(html)?.queries[0]?.[0]).toEqual([
      'products',
      'menu',
      { category: null, order: null, name: '', isVeggie: false, sinTacc: true },
    ]);
  });

  it('renders every page the web app declares rendered (apps/web/src/app/pages.ts)', async () => {
    const { renderedPaths } = await webRenderer();
    expect(renderedPaths.length).toBeGreaterThan(0);
    for (const pattern of renderedPaths) {
      const { status, html } = await page(pattern.replace(':id', String(burger)));
      expect({ pattern, status }).toEqual({ pattern, status: 200 });
      expect(rootOf(html), pattern).not.toBe('');
      expect(inlineScripts(html)).toEqual([]);
    }
  });

  it('escapes the inlined data so no product name can close its element', async () => {
    const { html } = await page(`/detalle/${tricky}`);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    const product = initialData(html)?.queries[0]?.[1] as { name: string };
    expect(product.name).toBe(TRICKY_NAME);
    expect(inlineScripts(html)).toEqual([]);
  });

  it('gives each public page its own title, description and canonical address', async () => {
    const titles: Record<string, string> = {
      '/': 'Burgers Devoto | Hamburguesas a la parrilla en Villa Devoto',
      '/menu': 'Menú | Burgers Devoto',
      '/nosotros': 'Nosotros | Burgers Devoto',
      '/quedicendenosotros': 'Qué dicen de nosotros | Burgers Devoto',
      '/contacto': 'Contacto | Burgers Devoto',
    };
    const descriptions = new Set<string>();
    for (const [pathname, title] of Object.entries(titles)) {
      const { status, html } = await page(`${pathname}${pathname === '/menu' ? '?order=asc' : ''}`);
      expect(status).toBe(200);
      expect([...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1])).toEqual([title]);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      descriptions.add(metaContent(html, 'description') ?? '');
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${pathname}" />`);
      expect(metaContent(html, 'og:title')).toBe(title);
      expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}${pathname}`);
      expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/images/`));
      expect(inlineScripts(html)).toEqual([]);
    }
    expect(descriptions.size).toBe(Object.keys(titles).length);
  });

  it('describes a product for link previews and search engines: name, price and picture', async () => {
    const { status, html } = await page(`/detalle/${burger}`);
    expect(status).toBe(200);
    expect(rootOf(html)).toContain('<h1 class="product-detail__name">Hamburguesa Clásica</h1>');
    expect(html).toContain('<title>Hamburguesa Clásica | Burgers Devoto</title>');
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}/images/placeholders/product.svg`);
    expect(metaContent(html, 'product:price:amount')).toBe('8500.00');
    expect(metaContent(html, 'description')).toContain('$ 8.500');
    const [product] = jsonLd(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Hamburguesa Clásica',
      url: `${PUBLIC_URL}/detalle/${burger}`,
      offers: { '@type': 'Offer', price: '8500.00', priceCurrency: 'ARS', availability: 'https://schema.org/InStock' },
    });
  });

  it('answers 404 for a product that does not exist, with the page the browser renders', async () => {
    for (const pathname of ['/detalle/999999', '/detalle/99999999999']) {
      const { status, html } = await page(pathname);
      expect(status).toBe(404);
      expect(html).toContain('<div id="root"></div>');
      expect(initialData(html)).toBeNull();
    }
  });

  it('describes the restaurant on the home page with the hours of the store setting', async () => {
    const before = await page('/');
    expect(rootOf(before.html)).toContain('HOLA10');
    const [restaurant] = jsonLd(before.html);
    expect(restaurant).toMatchObject({
      '@type': 'Restaurant',
      name: 'Burgers Devoto',
      url: `${PUBLIC_URL}/`,
      hasMenu: `${PUBLIC_URL}/menu`,
      address: { '@type': 'PostalAddress', streetAddress: 'Av. Francisco Beiró 5200', addressCountry: 'AR' },
    });

    const admin = await insertUser(t, { role: 'admin' });
    const hours = [
      { day: 1, from: '11:00', to: '15:00' },
      { day: 5, from: '20:00', to: '02:00' },
    ];
    expect((await api('PUT', '/store/hours', { token: admin.token, body: { hours } })).status).toBe(200);
    // The page goes when the store's NOTIFY arrives (on every instance alike), a moment after the write.
    await expect
      .poll(async () => jsonLd((await page('/')).html)[0]?.openingHoursSpecification)
      .toEqual([
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '11:00',
          closes: '15:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Friday',
          opens: '20:00',
          closes: '02:00',
        },
      ]);
  });

  it('sends the page again once the catalogue changes, and a 304 while it does not', async () => {
    const first = await page(`/detalle/${burger}`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await page(`/detalle/${burger}`, { 'if-none-match': etag ?? '' })).status).toBe(304);

    const admin = await insertUser(t, { role: 'admin' });
    const renamed = await api('PUT', '/burgers', {
      token: admin.token,
      body: { id: burger, name: 'Hamburguesa de la casa', price: 8600 },
    });
    expect(renamed.status).toBe(200);
    // The write has answered: this instance's copies are gone already.
    const after = await page(`/detalle/${burger}`, { 'if-none-match': etag ?? '' });
    expect(after.status).toBe(200);
    expect(rootOf(after.html)).toContain('Hamburguesa de la casa');
    expect(rootOf((await page('/menu')).html)).toContain('Hamburguesa de la casa');
  });

  it('leaves account, staff and other pages to the browser, with nothing private in them', async () => {
    for (const pathname of ['/cart', '/userprofiledashboard', '/adminhome', '/employeehome', '/no-existe']) {
      const { status, html } = await page(pathname);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<title>Burgers Devoto</title>');
      expect(initialData(html)).toBeNull();
    }
  });

  it("preloads, in the shell of a page the browser renders, that page's code and styles", async () => {
    const cart = await page('/cart');
    expect(cart.status).toBe(200);
    expect(cart.headers.get('cache-control')).toBe('no-cache');
    expect(preloads(cart.html)).toEqual({
      // The page, what it imports and the query cache its data comes through; never the shell's own script.
      scripts: [
        '/assets/CartPage-c1.js',
        '/assets/pickup-slots-p1.js',
        '/assets/options-o1.js',
        '/assets/QueryBoundary-q1.js',
        '/assets/query-q2.js',
      ],
      styles: ['/assets/CartPage-c1.css', '/assets/widgets-w1.css'],
      // The cart reads what the customer keeps: nothing the same for everyone to fetch early.
      data: [],
    });
    // Before </head>, so the browser starts them as it reads the head, beside the shell's script.
    expect(cart.html.indexOf('rel="modulepreload"')).toBeLessThan(cart.html.indexOf('</head>'));
    expect(cart.html).toContain('<div id="root"></div>');

    expect(preloads((await page('/userlogin')).html).scripts).toEqual([
      '/assets/LoginPage-l1.js',
      '/assets/QueryBoundary-q1.js',
      '/assets/query-q2.js',
    ]);
    const builder = preloads((await page('/addBurger?x=1')).html);
    expect(builder.scripts).toEqual([
      '/assets/BuilderPage-b1.js',
      '/assets/options-o1.js',
      '/assets/QueryBoundary-q1.js',
      '/assets/query-q2.js',
    ]);
    // The builder's first screen is the bases' pictures: their list downloads beside its code.
    expect(builder.data).toEqual(['/api/burgerBase', '/api/ingredients']);
  });

  it('names, for the shell, only public API addresses the server answers the same to everyone', async () => {
    const renderer = await webRenderer();
    for (const pathname of ['/addBurger', '/cart', '/userlogin', '/adminhome', '/no-existe']) {
      for (const address of renderer.pageData(pathname)) {
        expect(address).toMatch(/^\/api\/[a-zA-Z/]+$/);
        const res = await fetch(`${t.baseUrl}${address}`);
        expect(res.status, address).toBe(200);
      }
    }
  });

  it('sends a missing file as a 404, not as a page shell', async () => {
    const res = await fetch(`${t.baseUrl}/assets/CartPage-old.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
