// @vitest-environment node
// The server's view of the pages (import.meta.env.SSR is true only in a node environment).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PageDataSource, WebRenderer } from '@burgers/domain/page-rendering';
import type { Product } from '@burgers/domain/types';
import * as entry from '#entry-server';
import { PAGES } from './pages';
import { routes } from './router';

/** The web app's folder: Vite's manifest names modules from it (src/...). */
const webRoot = path.resolve(import.meta.dirname, '../..');
const renderer: WebRenderer = entry;

const product: Product = {
  id: 1,
  type: 'burgers',
  name: 'Hamburguesa Clásica',
  price: 8500,
  imgUri: null,
  isVeggie: false,
  inStock: true,
  deletedAt: null,
  tags: [],
  allergens: [],
  optionGroups: [],
  ingredients: [],
  ingredient: [],
};
const source: PageDataSource = {
  products: () => Promise.resolve([]),
  product: (id) => Promise.resolve(id === 1 ? product : undefined),
  coupons: () => Promise.resolve([]),
  reviews: () => Promise.resolve([]),
  storeHours: () => Promise.resolve([]),
};

/** An address of a route: its parameters filled with 1. */
const sample = (pattern: string): string => pattern.replace(/:[^/]+/g, '1');

function declared(list: RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.path ? [route.path] : []), ...declared(route.children ?? [])]);
}

describe('the one map of the pages', () => {
  it("renders on the server exactly the pages declared rendered, each a route of the browser's router", async () => {
    const rendered = PAGES.filter((page) => page.rendered).map((page) => page.path);
    expect(renderer.renderedPaths).toEqual(rendered);
    expect(rendered).toEqual(
      expect.arrayContaining(['/', '/menu', '/detalle/:id', '/nosotros', '/contacto', '/quedicendenosotros']),
    );
    // The server answers them as its own routes: plain segments and `:param`, which Fastify reads alike.
    expect(rendered.filter((pattern) => !/^(\/(:?[\w-]+)?)+$/.test(pattern))).toEqual([]);
    const routerPaths = new Set(declared(routes));
    expect(rendered.filter((pattern) => !routerPaths.has(pattern))).toEqual([]);

    for (const page of PAGES.filter((one) => one.path !== '*')) {
      const result = await renderer.render(sample(page.path), source, 'https://shop.example');
      expect({ path: page.path, rendered: result?.status === 200 }).toEqual({
        path: page.path,
        rendered: Boolean(page.rendered),
      });
    }
  });

  it('names, for each page, the module its route loads, and links only modules that exist', async () => {
    for (const page of PAGES) {
      expect(page.source, page.path).toBeDefined();
      const declaredModule = (await import(/* @vite-ignore */ path.join(webRoot, page.source ?? ''))) as unknown;
      expect(await page.page(), page.path).toBe(declaredModule);
      if (!page.rendered) continue;

      const result = await renderer.render(sample(page.path), source, 'https://shop.example');
      expect(result?.modules, page.path).toContain(page.source);
      for (const module of result?.modules ?? []) expect(existsSync(path.join(webRoot, module)), module).toBe(true);
    }
  });

  it('names the data a page the browser renders starts with, for the server to preload beside its code', () => {
    expect(renderer.pageData('/addBurger')).toEqual(['/api/burgerBase', '/api/ingredients']);
    expect(renderer.pageData('/ADDBURGER')).toEqual(['/api/burgerBase', '/api/ingredients']);
    expect(renderer.pageData('/cart')).toEqual([]);
    expect(renderer.pageData('/no-existe')).toEqual([]);
  });

  it('names the code a page the browser renders loads: its module, its stylesheet and the query cache', () => {
    expect(renderer.pageModules('/cart')).toEqual([
      'src/features/cart/CartPage.tsx',
      'src/styles/widgets.scss',
      'src/app/QueryBoundary.tsx',
    ]);
    expect(renderer.pageModules('/userlogin')).toEqual([
      'src/features/auth/LoginPage.tsx',
      'src/styles/widgets.scss',
      'src/app/QueryBoundary.tsx',
    ]);
    expect(renderer.pageModules('/adminEditProducts/7')[0]).toBe('src/features/admin/products/ProductFormPage.tsx');
    // The browser's router matches paths whatever their case, and shows its not-found page for the rest.
    expect(renderer.pageModules('/CART')[0]).toBe('src/features/cart/CartPage.tsx');
    expect(renderer.pageModules('/no-existe')[0]).toBe('src/app/NotFoundPage.tsx');
    for (const page of PAGES) {
      for (const module of renderer.pageModules(sample(page.path))) {
        expect(existsSync(path.join(webRoot, module)), module).toBe(true);
      }
    }
  });

  it('links the styles of the page, its lazy sections, its shared stylesheet and the shell, in that order', async () => {
    const modulesOf = async (url: string) => (await renderer.render(url, source, 'https://shop.example'))?.modules;
    const shell = ['src/app/QueryBoundary.tsx', 'src/app/FooterContent.tsx'];
    expect(await modulesOf('/')).toEqual([
      'src/features/home/HomePage.tsx',
      'src/features/home/CouponsSection.tsx',
      'src/features/home/LocalSection.tsx',
      ...shell,
    ]);
    expect(await modulesOf('/menu')).toEqual([
      'src/features/menu/MenuPage.tsx',
      'src/styles/menu-widgets.scss',
      ...shell,
    ]);
    expect(await modulesOf('/detalle/1')).toEqual([
      'src/features/product/ProductPage.tsx',
      'src/styles/widgets.scss',
      ...shell,
    ]);
  });

  it("keeps a page's address to the parameters the page reads, in one order", async () => {
    expect(await renderer.pageAddress('/menu?utm_source=x&veggie=true&category=burgers')).toBe(
      '/menu?category=burgers&veggie=true',
    );
    expect(await renderer.pageAddress('/menu?sinTacc=true&page=2')).toBe('/menu?sinTacc=true&page=2');
    expect(await renderer.pageAddress('/detalle/12?category=burgers')).toBe('/detalle/12');
    expect(await renderer.pageAddress('/?q=x')).toBe('/');
  });
});
