import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@burgers/domain/messages';
import type { Beverage, Burger, Combo, Fries, Ingredient, Product } from '@burgers/domain/types';
import { messages } from '#messages';
import { useTestApp } from './support/test-app';
import { insertUser, type TestUser } from './support/user-fixtures';

describe('catalogue', () => {
  const { t, api } = useTestApp();
  let admin: TestUser;
  let customer: TestUser;
  let employee: TestUser;
  let deactivated: TestUser;

  // The menu every test reads; created through the admin API.
  let cheddar: Ingredient;
  let bacon: Ingredient;
  let lettuce: Ingredient;
  let baseBeef: Product;
  let baseVeggie: Product;
  let clasica: Burger;
  let veggie: Burger;
  let monstruo: Burger;
  let fries: Fries;
  let cola: Beverage;
  let combo: Combo;
  let retired: Burger;

  async function create<T = Product>(type: string, body: Record<string, unknown>): Promise<T> {
    const res = await api<T>('POST', `/${type}`, { token: admin.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  async function list(query: string, token?: string) {
    return api<Product[]>('GET', `/products${query}`, { token });
  }

  const names = (products: Product[]) => products.map((p) => p.name);

  beforeAll(async () => {
    admin = await insertUser(t, { role: 'admin' });
    customer = await insertUser(t, { role: 'customer' });
    employee = await insertUser(t, { role: 'employee' });
    deactivated = await insertUser(t, { role: 'admin', deactivated: true });

    cheddar = await create('ingredients', { name: 'Queso cheddar', price: 900, isVeggie: true, isRepeat: true });
    bacon = await create('ingredients', { name: 'Panceta crocante', price: 1200, isVeggie: false, isRepeat: true });
    lettuce = await create('ingredients', { name: 'Lechuga', price: 400, isVeggie: true });
    baseBeef = await create('burgerBase', { name: 'Base Clásica', price: 5500, description: 'Pan de papa y medallón' });
    baseVeggie = await create('burgerBase', {
      name: 'Base Veggie',
      price: 5900,
      isVeggie: true,
      description: 'Medallón de garbanzos',
    });
    clasica = await create('burgers', { name: 'Clásica Devoto', price: 7500, ingredients: [cheddar.id, lettuce.id] });
    veggie = await create('burgers', { name: 'Veggie Palta', price: 9500, isVeggie: true, ingredients: [lettuce.id] });
    monstruo = await create('burgers', { name: 'Triple Monstruo', price: 14000, ingredients: [bacon.id, cheddar.id] });
    fries = await create('fries', { name: 'Papas Rústicas', price: 4200, size: 'Mediano', isVeggie: true });
    cola = await create('beverages', {
      name: 'Gaseosa Cola',
      price: 2200,
      size: 'Chico',
      isCarbonated: true,
      isSugar: true,
    });
    combo = await create('combos', {
      name: 'Combo Clásico',
      price: 11500.5,
      burgers: [clasica.id],
      fries: [fries.id],
      beverages: [cola.id],
    });
    retired = await create('burgers', { name: 'Hamburguesa Retirada', price: 8000, ingredients: [] });
    const removed = await api('DELETE', `/burgers/${retired.id}`, { token: admin.token });
    expect(removed.status).toBe(200);
  });

  describe('created products', () => {
    it('answers each type in its own shape, prices in pesos', () => {
      expect(clasica).toMatchObject({
        type: 'burgers',
        name: 'Clásica Devoto',
        price: 7500,
        isVeggie: false,
        deletedAt: null,
        imgUri: null,
        ingredients: [cheddar.id, lettuce.id],
        ingredient: [
          { id: cheddar.id, name: 'Queso cheddar' },
          { id: lettuce.id, name: 'Lechuga' },
        ],
      });
      expect(combo).toMatchObject({
        type: 'combos',
        price: 11500.5,
        burgers: [clasica.id],
        fries: [fries.id],
        beverages: [cola.id],
        burger: [{ id: clasica.id, name: 'Clásica Devoto' }],
        friesList: [{ id: fries.id, name: 'Papas Rústicas' }],
        beverage: [{ id: cola.id, name: 'Gaseosa Cola' }],
      });
      expect(cola).toMatchObject({ type: 'beverages', size: 'Chico', isCarbonated: true, isSugar: true });
      expect(fries).toMatchObject({ type: 'fries', size: 'Mediano', isVeggie: true });
      expect(cheddar).toMatchObject({ type: 'ingredients', isRepeat: true, isVeggie: true });
      expect(lettuce).toMatchObject({ isRepeat: false });
      expect(baseBeef).toMatchObject({ type: 'burgerBase', description: 'Pan de papa y medallón' });
    });

    it('gives beverages and fries the default size Chico', async () => {
      const water = await create<Beverage>('beverages', { name: 'Agua mineral', price: 1800 });
      expect(water.size).toBe('Chico');
    });

    it('ignores unknown body fields: nobody creates a product already deleted or with its own id', async () => {
      const res = await api<Burger>('POST', '/burgers', {
        token: admin.token,
        body: { name: 'Intrusa', price: 100, deletedAt: '2020-01-01T00:00:00Z', id: 99999, priceCents: 1 },
      });
      expect(res.status).toBe(201);
      expect(res.body.deletedAt).toBeNull();
      expect(res.body.id).not.toBe(99999);
      expect(res.body.price).toBe(100);
      await api('DELETE', `/burgers/${res.body.id}`, { token: admin.token });
    });
  });

  describe('GET /products', () => {
    it('lists active burgers, combos, beverages and fries by default', async () => {
      const res = await list('');
      expect(res.status).toBe(200);
      const types = new Set(res.body.map((p) => p.type));
      expect([...types].sort()).toEqual(['beverages', 'burgers', 'combos', 'fries']);
      expect(names(res.body)).toContain('Clásica Devoto');
      expect(names(res.body)).not.toContain('Hamburguesa Retirada');
      expect(names(res.body)).not.toContain('Base Clásica');
      expect(names(res.body)).not.toContain('Queso cheddar');
    });

    it('carries the named composition of burgers and combos in the list', async () => {
      const res = await list('');
      const listed = res.body.find((p) => p.id === combo.id) as Combo;
      expect(listed.burger).toEqual([{ id: clasica.id, name: 'Clásica Devoto' }]);
      const burger = res.body.find((p) => p.id === monstruo.id) as Burger;
      expect(burger.ingredient?.map((i) => i.name).sort()).toEqual(['Panceta crocante', 'Queso cheddar']);
    });

    it('accepts the empty parameters the web app sends for unset filters', async () => {
      const res = await list('?category=&order=&name=&isVeggie=');
      expect(res.status).toBe(200);
      expect(res.body.length).toBe((await list('')).body.length);
    });

    it('filters by category', async () => {
      const res = await list('?category=burgers');
      expect(res.body.every((p) => p.type === 'burgers')).toBe(true);
      expect(names(res.body)).toEqual(expect.arrayContaining(['Clásica Devoto', 'Veggie Palta', 'Triple Monstruo']));
      const drinks = await list('?category=beverages');
      expect(drinks.body.every((p) => p.type === 'beverages')).toBe(true);
      expect(names(drinks.body)).toContain('Gaseosa Cola');
    });

    it('sorts by price both ways', async () => {
      const asc = (await list('?category=burgers&order=asc')).body.map((p) => p.price);
      const desc = (await list('?category=burgers&order=desc')).body.map((p) => p.price);
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
      expect(desc).toEqual([...asc].reverse());
      expect(desc[0]).toBe(14000);
    });

    it('searches names without regard to capitals or accents', async () => {
      for (const term of ['clasica', 'CLÁSICA', 'Clásica', 'clásica devoto', 'ÁSIC']) {
        const res = await list(`?name=${encodeURIComponent(term)}`);
        expect(names(res.body), term).toContain('Clásica Devoto');
        expect(names(res.body), term).not.toContain('Triple Monstruo');
      }
      const rustic = await list(`?name=${encodeURIComponent('rusticas')}`);
      expect(names(rustic.body)).toEqual(['Papas Rústicas']);
    });

    it('treats search wildcards as plain characters', async () => {
      expect((await list(`?name=${encodeURIComponent('%')}`)).body).toEqual([]);
      expect((await list(`?name=${encodeURIComponent('_')}`)).body).toEqual([]);
    });

    it('combines search, category and veggie filters', async () => {
      const res = await list('?isVeggie=true');
      expect(res.body.length).toBeGreaterThan(0);
      expect(res.body.every((p) => p.isVeggie)).toBe(true);
      expect(names(res.body)).toEqual(expect.arrayContaining(['Veggie Palta', 'Papas Rústicas']));
      const veggieBurgers = await list('?isVeggie=true&category=burgers&name=palta');
      expect(names(veggieBurgers.body)).toEqual(['Veggie Palta']);
      const none = await list('?isVeggie=true&name=monstruo');
      expect(none.body).toEqual([]);
    });

    it('adds burger bases and ingredients when asked', async () => {
      const withBases = await list('?addBase=true');
      expect(names(withBases.body)).toEqual(expect.arrayContaining(['Base Clásica', 'Base Veggie']));
      expect(names(withBases.body)).not.toContain('Queso cheddar');
      const withIngredients = await list('?addIngredient=true&addBase=true');
      expect(names(withIngredients.body)).toEqual(
        expect.arrayContaining(['Base Clásica', 'Queso cheddar', 'Clásica Devoto']),
      );
    });

    it('shows deleted products only to admins asking for them', async () => {
      const all = await list('?isDeleted=true', admin.token);
      expect(all.status).toBe(200);
      const gone = all.body.find((p) => p.id === retired.id);
      expect(gone?.deletedAt).toEqual(expect.any(String));
      expect(names(all.body)).toContain('Clásica Devoto');

      expect((await list('?isDeleted=false', customer.token)).status).toBe(200);
      const asCustomer = await list('?isDeleted=true', customer.token);
      expect(asCustomer.status).toBe(403);
      expect(asCustomer.body).toMatchObject({ error: messages.deletedFilterAdminOnly });
      expect((await list('?isDeleted=true', employee.token)).status).toBe(403);
      expect((await list('?isDeleted=true')).status).toBe(401);
      expect(names((await list('', admin.token)).body)).not.toContain('Hamburguesa Retirada');
    });

    it('refuses unknown filter values in Spanish', async () => {
      const category = await list('?category=postres');
      expect(category.status).toBe(400);
      expect(category.body).toMatchObject({ error: messages.productCategoryInvalid });
      const order = await list('?order=price');
      expect(order.status).toBe(400);
      expect(order.body).toMatchObject({ error: messages.productOrderInvalid });
      expect((await list('?isVeggie=si')).status).toBe(400);
    });
  });

  describe('GET /products/:id, /ingredients, /burgerBase', () => {
    it('shows one product with its composition', async () => {
      const res = await api<Combo>('GET', `/products/${combo.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(combo);
    });

    it('answers 404 for a missing product and for a deleted one, except to admins', async () => {
      const missing = await api('GET', '/products/999999');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ error: messages.productNotFound });
      expect((await api('GET', `/products/${retired.id}`)).status).toBe(404);
      expect((await api('GET', `/products/${retired.id}`, { token: customer.token })).status).toBe(404);
      const asAdmin = await api<Burger>('GET', `/products/${retired.id}`, { token: admin.token });
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.body.deletedAt).not.toBeNull();
    });

    it('answers 400 for an id that is not a number', async () => {
      const res = await api('GET', '/products/abc');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: messages.productIdInvalid });
    });

    it('lists active ingredients and burger bases for the builder', async () => {
      const ingredients = await api<Product[]>('GET', '/ingredients');
      expect(ingredients.status).toBe(200);
      expect(ingredients.body.every((p) => p.type === 'ingredients')).toBe(true);
      expect(names(ingredients.body)).toEqual(['Queso cheddar', 'Panceta crocante', 'Lechuga']);
      const bases = await api<Product[]>('GET', '/burgerBase');
      expect(names(bases.body)).toEqual(['Base Clásica', 'Base Veggie']);
      expect(bases.body.find((b) => b.id === baseVeggie.id)?.isVeggie).toBe(true);
    });
  });

  describe('admin writes', () => {
    const types = ['burgers', 'fries', 'combos', 'beverages', 'burgerBase', 'ingredients'] as const;

    it('refuses visitors (401), customers and employees (403) and deactivated admins (401) on every write', async () => {
      for (const type of types) {
        const calls: Array<[string, string]> = [
          ['POST', `/${type}`],
          ['PUT', `/${type}`],
          ['DELETE', `/${type}/${clasica.id}`],
          ['POST', `/${type}/${clasica.id}`],
        ];
        for (const [method, path] of calls) {
          const body = method === 'DELETE' ? undefined : { name: 'X', price: 1, id: clasica.id };
          expect((await api(method, path, { body })).status, `${method} ${path}`).toBe(401);
          expect((await api(method, path, { body, token: customer.token })).status, `${method} ${path}`).toBe(403);
          expect((await api(method, path, { body, token: employee.token })).status, `${method} ${path}`).toBe(403);
          expect((await api(method, path, { body, token: deactivated.token })).status, `${method} ${path}`).toBe(401);
        }
      }
      const untouched = await api<Burger>('GET', `/products/${clasica.id}`);
      expect(untouched.body.name).toBe('Clásica Devoto');
    });

    it('validates bodies with the domain messages', async () => {
      const cases: Array<[string, Record<string, unknown>, string]> = [
        ['burgers', { price: 100 }, MSG.productNameRequired],
        ['burgers', { name: '   ', price: 100 }, MSG.productNameRequired],
        ['burgers', { name: 'Sin precio' }, MSG.productPriceRequired],
        ['fries', { name: 'Papas', price: 0 }, MSG.productPriceInvalid],
        ['fries', { name: 'Papas', price: 10.555 }, MSG.productPriceDecimals],
        ['beverages', { name: 'Jugo', price: 100, size: 'Gigante' }, MSG.productSizeRequired],
        ['burgerBase', { name: 'Base', price: 100 }, MSG.productDescriptionRequired],
        ['combos', { name: 'Combo', price: 100, burgers: ['x'] }, MSG.idInvalid],
      ];
      for (const [type, body, message] of cases) {
        const res = await api('POST', `/${type}`, { token: admin.token, body });
        expect(res.status, `${type} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body).toMatchObject({ error: message });
      }
      const notJson = await fetch(`${t.baseUrl}/api/burgers`, {
        method: 'POST',
        headers: { 'auth-token': admin.token, 'content-type': 'application/json' },
        body: '{"name":',
      });
      expect(notJson.status).toBe(400);
    });

    it('refuses references that do not exist or are of another type', async () => {
      const unknown = await api('POST', '/burgers', {
        token: admin.token,
        body: { name: 'B', price: 1, ingredients: [999999] },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ error: messages.burgerIngredientsUnknown });
      const baseAsIngredient = await api('POST', '/burgers', {
        token: admin.token,
        body: { name: 'B', price: 1, ingredients: [baseBeef.id] },
      });
      expect(baseAsIngredient.status).toBe(400);
      const friesAsBurger = await api('POST', '/combos', {
        token: admin.token,
        body: { name: 'C', price: 1, burgers: [fries.id] },
      });
      expect(friesAsBurger.body).toMatchObject({ error: messages.comboBurgersUnknown });
      const burgerAsDrink = await api('POST', '/combos', {
        token: admin.token,
        body: { name: 'C', price: 1, beverages: [clasica.id] },
      });
      expect(burgerAsDrink.body).toMatchObject({ error: messages.comboBeveragesUnknown });
      const drinkAsFries = await api('POST', '/combos', {
        token: admin.token,
        body: { name: 'C', price: 1, fries: [cola.id] },
      });
      expect(drinkAsFries.body).toMatchObject({ error: messages.comboFriesUnknown });
    });

    it('makes a veggie burger only of veggie ingredients and a veggie combo only of veggie parts', async () => {
      const burger = await api('POST', '/burgers', {
        token: admin.token,
        body: { name: 'Falsa veggie', price: 1, isVeggie: true, ingredients: [lettuce.id, bacon.id] },
      });
      expect(burger.status).toBe(400);
      expect(burger.body).toMatchObject({ error: MSG.builderVeggieOnly });
      const comboRes = await api('POST', '/combos', {
        token: admin.token,
        body: { name: 'Combo falso', price: 1, isVeggie: true, burgers: [clasica.id], fries: [fries.id] },
      });
      expect(comboRes.status).toBe(400);
      expect(comboRes.body).toMatchObject({ error: messages.veggieComboParts });
      const ok = await api<Combo>('POST', '/combos', {
        token: admin.token,
        body: { name: 'Combo Veggie', price: 12900, isVeggie: true, burgers: [veggie.id], fries: [fries.id] },
      });
      expect(ok.status).toBe(201);
      expect(ok.body.friesList).toEqual([{ id: fries.id, name: 'Papas Rústicas' }]);
    });

    it('pictures a product only with an image the shop serves itself, on create and on update', async () => {
      const uploaded = `${t.config.publicUrl}/api/uploads/5c1d7e2a-3b4f-4a6c-9d8e-1f2a3b4c5d6e.webp`;
      const created = await create<Fries>('fries', { name: 'Papas con foto', price: 3000, imgUri: uploaded });
      expect(created.imgUri).toBe(uploaded);
      for (const imgUri of [
        'https://evil.example/x.png',
        '//evil.example/x.png',
        'https://evil.example/api/uploads/x.webp',
      ]) {
        const refused = await api('POST', '/fries', {
          token: admin.token,
          body: { name: 'Papas ajenas', price: 3000, imgUri },
        });
        expect(refused, imgUri).toMatchObject({ status: 400, body: { error: MSG.imageNotFromShop } });
        const edited = await api('PUT', '/fries', {
          token: admin.token,
          body: { id: created.id, name: 'Papas con foto', price: 3000, imgUri },
        });
        expect(edited, imgUri).toMatchObject({ status: 400, body: { error: MSG.imageNotFromShop } });
      }
      const script = await api('POST', '/fries', {
        token: admin.token,
        body: { name: 'Papas', price: 3000, imgUri: 'javascript:alert(1)' },
      });
      expect(script.status).toBe(400);
      const read = await api<Fries>('GET', `/products/${created.id}`);
      expect(read.body.imgUri).toBe(uploaded);
    });

    it('updates a product and replaces its ingredients; the picture stays unless sent', async () => {
      const created = await create<Burger>('burgers', {
        name: 'Para editar',
        price: 8000,
        imgUri: '/images/menu/clasica-devoto.svg',
        ingredients: [cheddar.id],
      });
      const res = await api<Burger>('PUT', '/burgers', {
        token: admin.token,
        body: { id: created.id, name: 'Editada', price: '8900,50', ingredients: [bacon.id, lettuce.id] },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: created.id,
        name: 'Editada',
        price: 8900.5,
        imgUri: '/images/menu/clasica-devoto.svg',
        ingredients: [bacon.id, lettuce.id],
      });
      const read = await api<Burger>('GET', `/products/${created.id}`);
      expect(read.body.ingredient?.map((i) => i.name)).toEqual(['Panceta crocante', 'Lechuga']);

      const cleared = await api<Burger>('PUT', '/burgers', {
        token: admin.token,
        body: { id: created.id, name: 'Editada', price: 8900, imgUri: '' },
      });
      expect(cleared.body.imgUri).toBeNull();
      expect(cleared.body.ingredients).toEqual([]);
    });

    it('answers 404 when updating a missing product or one of another type, 400 without an id', async () => {
      const missing = await api('PUT', '/fries', { token: admin.token, body: { id: 999999, name: 'X', price: 1 } });
      expect(missing.status).toBe(404);
      const wrongType = await api('PUT', '/fries', { token: admin.token, body: { id: cola.id, name: 'X', price: 1 } });
      expect(wrongType.status).toBe(404);
      expect((await api<Beverage>('GET', `/products/${cola.id}`)).body.name).toBe('Gaseosa Cola');
      const noId = await api('PUT', '/fries', { token: admin.token, body: { name: 'X', price: 1 } });
      expect(noId.status).toBe(400);
      expect(noId.body).toMatchObject({ error: MSG.idInvalid });
    });

    it('deactivates and restores products of every type', async () => {
      const drink = await create<Beverage>('beverages', { name: 'Limonada', price: 3500, size: 'Grande' });
      const off = await api<Beverage>('DELETE', `/beverages/${drink.id}`, { token: admin.token });
      expect(off.status).toBe(200);
      expect(off.body.deletedAt).toEqual(expect.any(String));
      expect(names((await list('?category=beverages')).body)).not.toContain('Limonada');
      expect((await api('GET', `/products/${drink.id}`)).status).toBe(404);

      const on = await api<Beverage>('POST', `/beverages/${drink.id}`, { token: admin.token });
      expect(on.status).toBe(200);
      expect(on.body.deletedAt).toBeNull();
      expect(names((await list('?category=beverages')).body)).toContain('Limonada');

      const ingredient = await create<Ingredient>('ingredients', { name: 'Jalapeños', price: 600, isVeggie: true });
      expect((await api('DELETE', `/ingredients/${ingredient.id}`, { token: admin.token })).status).toBe(200);
      expect(names((await api<Product[]>('GET', '/ingredients')).body)).not.toContain('Jalapeños');
      expect((await api('POST', `/ingredients/${ingredient.id}`, { token: admin.token })).status).toBe(200);
      expect(names((await api<Product[]>('GET', '/ingredients')).body)).toContain('Jalapeños');
    });

    it('answers 404 when deactivating a missing product or through another type', async () => {
      expect((await api('DELETE', '/burgers/999999', { token: admin.token })).status).toBe(404);
      expect((await api('DELETE', `/fries/${clasica.id}`, { token: admin.token })).status).toBe(404);
      expect((await api('POST', `/combos/${clasica.id}`, { token: admin.token })).status).toBe(404);
      expect((await api<Burger>('GET', `/products/${clasica.id}`)).body.deletedAt).toBeNull();
    });
  });
});
