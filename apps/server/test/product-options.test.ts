import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '@burgers/domain/types';
import { orderLines, sentMail } from '#db/schema';
import { FUTURE_DATE, insertCoupon, insertProduct } from './support/catalogue-fixtures';
import { checkout, placePaidOrder } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

/** Issue 18: options on any product, an item note, dietary tags and allergens, end to end. */
describe('options, notes, tags and allergens', () => {
  const { t, api } = useTestApp();
  let customer: TestUser;
  let employee: TestUser;
  let admin: TestUser;
  const p = { cheddar: 0, cola: 0, colaGrande: 0, fries: 0, plain: 0 };
  let clasica: Product;
  let combo: Product;

  const ids = (product: Product) => {
    const byName = new Map<string, number>();
    for (const group of product.optionGroups) for (const option of group.options) byName.set(option.name, option.id);
    return (name: string) => {
      const id = byName.get(name);
      if (id === undefined) throw new Error(`no option ${name}`);
      return id;
    };
  };
  const pay = (cart: unknown[], coupons: string[] = []) =>
    api<{ id: string; error: string }>('POST', '/pay/mercadopago', {
      token: customer.token,
      body: { cart, coupons, note: '' },
    });
  const linesOf = (orderId: number) =>
    t.app.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.position);

  const clasicaBody = () => ({
    name: 'Clásica Devoto',
    price: 8500,
    ingredients: [],
    tags: ['picante'],
    allergens: ['gluten', 'leche', 'huevo'],
    optionGroups: [
      {
        name: 'Punto de la carne',
        min: 1,
        max: 1,
        options: [
          { name: 'A punto', price: 0, isDefault: true },
          { name: 'Bien cocida', price: 0 },
        ],
      },
      { name: 'Sacale', min: 0, max: 4, options: [{ name: 'Sin cebolla' }, { name: 'Sin tomate' }] },
      {
        name: 'Agregale',
        min: 0,
        max: 3,
        options: [
          { name: 'Cheddar extra', price: 800, productId: p.cheddar },
          { name: 'Huevo', price: 600 },
        ],
      },
      { name: 'Pan', min: 0, max: 1, options: [{ name: 'Pan sin TACC', price: 500, tags: ['sinTacc'] }] },
    ],
  });

  beforeAll(async () => {
    ({ customer, employee, admin } = await insertCast(t));
    p.cheddar = await insertProduct(t, { type: 'ingredients', name: 'Cheddar', price: 700, isRepeat: true });
    p.cola = await insertProduct(t, { type: 'beverages', name: 'Gaseosa cola', price: 1500 });
    p.colaGrande = await insertProduct(t, { type: 'beverages', name: 'Gaseosa cola grande', price: 2200 });
    p.fries = await insertProduct(t, { type: 'fries', name: 'Papas clásicas', price: 3000 });
    p.plain = await insertProduct(t, { type: 'fries', name: 'Papas sin opciones', price: 2000 });

    const created = await api<Product>('POST', '/burgers', { token: admin.token, body: clasicaBody() });
    expect(created.status).toBe(201);
    clasica = created.body;
    const comboRes = await api<Product>('POST', '/combos', {
      token: admin.token,
      body: {
        name: 'Combo Clásico',
        price: 12000,
        burgers: [],
        fries: [],
        beverages: [],
        allergens: ['gluten'],
        optionGroups: [
          {
            name: 'Elegí tu bebida',
            min: 1,
            max: 1,
            options: [
              { productId: p.cola, price: 0, isDefault: true },
              { productId: p.colaGrande, price: 700 },
            ],
          },
        ],
      },
    });
    expect(comboRes.status).toBe(201);
    combo = comboRes.body;
    await insertCoupon(t, { code: 'CLASICA10', percentage: 10, expirationDate: FUTURE_DATE, productIds: [clasica.id] });
  });

  describe('product answers', () => {
    it('carry optionGroups, tags and allergens in the admin order, in the detail and in the menu', async () => {
      const detail = await api<Product>('GET', `/products/${clasica.id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.tags).toEqual(['picante']);
      expect(detail.body.allergens).toEqual(['gluten', 'leche', 'huevo']);
      expect(detail.body.optionGroups.map((g) => [g.name, g.min, g.max])).toEqual([
        ['Punto de la carne', 1, 1],
        ['Sacale', 0, 4],
        ['Agregale', 0, 3],
        ['Pan', 0, 1],
      ]);
      const agregale = detail.body.optionGroups[2];
      expect(agregale.options[0]).toMatchObject({
        name: 'Cheddar',
        price: 800,
        inStock: true,
        isDefault: false,
        productId: p.cheddar,
      });
      expect(detail.body.optionGroups[0].options[0]).toMatchObject({
        name: 'A punto',
        price: 0,
        isDefault: true,
        productId: null,
      });

      const menu = await api<Product[]>('GET', '/products');
      const listed = menu.body.find((product) => product.id === clasica.id);
      expect(listed?.optionGroups).toEqual(detail.body.optionGroups);
      const plain = menu.body.find((product) => product.id === p.plain);
      expect(plain).toMatchObject({ optionGroups: [], tags: [], allergens: [] });
    });

    it('filters the menu by a dietary tag, on the product or through an option, with the other filters', async () => {
      const celiac = await insertProduct(t, { type: 'fries', name: 'Papas al horno', price: 2500 });
      await api('PUT', '/fries', {
        token: admin.token,
        body: { id: celiac, name: 'Papas al horno', price: 2500, tags: ['sinTacc'] },
      });
      const all = await api<Product[]>('GET', '/products?tag=sinTacc');
      expect(all.status).toBe(200);
      const names = all.body.map((product) => product.name);
      expect(names).toContain('Papas al horno');
      expect(names).toContain('Clásica Devoto');
      expect(names).not.toContain('Papas sin opciones');
      const fries = await api<Product[]>('GET', '/products?tag=sinTacc&category=fries');
      expect(fries.body.map((product) => product.name)).toEqual(['Papas al horno']);
      const bad = await api<{ error: string }>('GET', '/products?tag=sinGluten');
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('Etiqueta desconocida: usá sinTacc, vegano o picante.');
    });
  });

  describe('admin create and update', () => {
    const groupBody = (group: Record<string, unknown>) => ({
      ...clasicaBody(),
      name: 'Prueba',
      optionGroups: [
        { name: 'Sacale', min: 0, max: 2, options: [{ name: 'Sin cebolla' }, { name: 'Sin tomate' }], ...group },
      ],
    });
    const refused = async (body: unknown) => {
      const res = await api<{ error: string }>('POST', '/burgers', { token: admin.token, body });
      expect(res.status).toBe(400);
      return res.body.error;
    };

    it('refuses every invalid group with a Spanish message', async () => {
      expect(await refused(groupBody({ min: 2, max: 1 }))).toBe(
        'El máximo de "Sacale" no puede ser menor que el mínimo.',
      );
      expect(await refused(groupBody({ max: 0 }))).toBe('El máximo de "Sacale" debe ser al menos 1.');
      expect(await refused(groupBody({ min: 3, max: 3 }))).toBe('"Sacale" pide elegir 3 pero tiene 2 opciones.');
      expect(
        await refused(
          groupBody({
            max: 1,
            options: [
              { name: 'A', isDefault: true },
              { name: 'B', isDefault: true },
            ],
          }),
        ),
      ).toBe('"Sacale" tiene más opciones predeterminadas que su máximo (1).');
      expect(await refused(groupBody({ name: '' }))).toBe('Cada grupo de opciones necesita un nombre.');
      expect(await refused(groupBody({ options: [{ name: '  ' }] }))).toBe('Cada opción necesita un nombre.');
      expect(await refused(groupBody({ options: [{ name: 'Extra', price: -100 }] }))).toBe(
        'El precio de una opción no puede ser negativo.',
      );
      expect(await refused(groupBody({ options: [{ name: 'Fantasma', productId: 2_000_000_000 }] }))).toBe(
        'Una de las opciones se refiere a un producto que no existe.',
      );
      expect(await refused({ ...clasicaBody(), tags: ['sinGluten'] })).toBe(
        'Etiqueta desconocida: usá sinTacc, vegano o picante.',
      );
      expect(await refused({ ...clasicaBody(), allergens: ['apio'] })).toBe('Alérgeno desconocido.');
    });

    it('keeps options sent with their id, adds new ones, removes what was left out, and refuses foreign ids', async () => {
      const created = await api<Product>('POST', '/burgers', {
        token: admin.token,
        body: { ...clasicaBody(), name: 'Editable' },
      });
      const product = created.body;
      const [punto, sacale] = product.optionGroups;
      const body = {
        id: product.id,
        name: 'Editable',
        price: 8500,
        ingredients: [],
        optionGroups: [
          {
            id: sacale.id,
            name: 'Sacale',
            min: 0,
            max: 3,
            options: [{ id: sacale.options[1].id, name: 'Sin tomate' }, { name: 'Sin pepinos' }],
          },
          {
            id: punto.id,
            name: 'Punto',
            min: 1,
            max: 1,
            options: punto.options.map((o) => ({ id: o.id, name: o.name, isDefault: o.isDefault })),
          },
        ],
      };
      const updated = await api<Product>('PUT', '/burgers', { token: admin.token, body });
      expect(updated.status).toBe(200);
      expect(updated.body.optionGroups.map((g) => g.name)).toEqual(['Sacale', 'Punto']);
      expect(updated.body.optionGroups[0].options.map((o) => o.name)).toEqual(['Sin tomate', 'Sin pepinos']);
      expect(updated.body.optionGroups[0].options[0].id).toBe(sacale.options[1].id);
      // Tags and allergens not sent are kept.
      expect(updated.body.allergens).toEqual(['gluten', 'leche', 'huevo']);

      const foreign = await api<{ error: string }>('PUT', '/burgers', {
        token: admin.token,
        body: {
          ...body,
          optionGroups: [
            { ...body.optionGroups[0], options: [{ id: clasica.optionGroups[1].options[0].id, name: 'Ajena' }] },
          ],
        },
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.error).toBe('Uno de los grupos u opciones no es de este producto.');
    });
  });

  describe('checkout lines with options and a note', () => {
    it('refuses each broken choice with its message and stores nothing', async () => {
      const o = ids(clasica);
      const cases: Array<[unknown[], number, string]> = [
        [[o('Sin cebolla')], 400, 'Elegí una opción en "Punto de la carne" para Clásica Devoto.'],
        [[o('A punto'), o('Bien cocida')], 400, 'Podés elegir hasta 1 en "Punto de la carne".'],
        [[o('A punto'), 2_000_000_000], 400, 'Una de las opciones elegidas no existe.'],
        [[o('A punto'), ids(combo)('Gaseosa cola')], 400, 'Una de las opciones elegidas no existe.'],
      ];
      for (const [options, status, error] of cases) {
        const res = await pay([{ id: clasica.id, cantidad: 1, options }]);
        expect(res.status).toBe(status);
        expect(res.body.error).toBe(error);
      }
      const twice = await pay([
        { id: clasica.id, cantidad: 1, options: [o('A punto'), o('Sin cebolla'), o('Sin cebolla')] },
      ]);
      expect(twice.status).toBe(400);
      const long = await pay([{ id: clasica.id, cantidad: 1, note: 'x'.repeat(101) }]);
      expect(long.status).toBe(400);
      expect(long.body.error).toBe('La aclaración puede tener hasta 100 caracteres.');
      const two = await api<Product>('POST', '/fries', {
        token: admin.token,
        body: {
          name: 'Papas con dos salsas',
          price: 3000,
          optionGroups: [{ name: 'Salsas', min: 2, max: 2, options: [{ name: 'Alioli' }, { name: 'Barbacoa' }] }],
        },
      });
      const short = await pay([{ id: two.body.id, cantidad: 1, options: [ids(two.body)('Alioli')] }]);
      expect(short.body.error).toBe('Elegí 2 en "Salsas" para Papas con dos salsas.');
    });

    it('prices options on the server, ignores the browser price, keeps options and note on the order', async () => {
      const o = ids(clasica);
      const placed = await checkout(t, customer.token, {
        cart: [
          {
            id: clasica.id,
            cantidad: 2,
            price: 1,
            options: [o('Bien cocida'), o('Sin cebolla'), o('Cheddar')],
            note: 'bien cortada al medio',
          } as never,
          { id: combo.id, cantidad: 1, price: 1, options: [ids(combo)('Gaseosa cola grande')] } as never,
          { id: clasica.id, cantidad: 1 },
        ],
        coupons: ['CLASICA10'],
      });
      const lines = await linesOf(placed.orderId);
      expect(lines.map((line) => [line.unitPriceCents, line.discountCents, line.note])).toEqual([
        // 8500 + 800 per unit, 10% of the whole unit price (options included) x 2.
        [930_000, 186_000, 'bien cortada al medio'],
        [1_270_000, 0, ''],
        // No options: the defaults (A punto, free).
        [850_000, 85_000, ''],
      ]);
      expect(lines[2].options).toEqual([expect.objectContaining({ name: 'A punto', priceCents: 0 })]);
    });

    it('answers paid orders with lines[].options and note and MercadoPago prices that include them', async () => {
      const o = ids(clasica);
      const placed = await placePaidOrder(t, customer.token, {
        cart: [
          {
            id: clasica.id,
            cantidad: 1,
            options: [o('A punto'), o('Sin cebolla'), o('Cheddar')],
            note: 'sin sal',
          } as never,
        ],
      });
      const order = await api<Order>('GET', `/orders/${placed.purchaseId}`, { token: customer.token });
      expect(order.status).toBe(200);
      expect(order.body.lines[0]).toMatchObject({
        title: 'Clásica Devoto',
        unit_price: 9300,
        options: [
          { name: 'A punto', price: 0 },
          { name: 'Sin cebolla', price: 0 },
          { name: 'Cheddar', price: 800 },
        ],
        note: 'sin sal',
      });
      expect(order.body.data.additional_info.items[0].unit_price).toBe(9300);
      const kitchen = await api<Order[]>('GET', '/orders?status=Pendiente', { token: employee.token });
      expect(kitchen.body.find((k) => k.purchaseId === placed.purchaseId)?.lines[0].note).toBe('sin sal');
      const mails = await t.app.ctx.db.select().from(sentMail).where(eq(sentMail.to, customer.email));
      const receipt = mails.find((mail) => mail.text.includes('Sin cebolla'));
      expect(receipt?.text).toContain('A punto · Sin cebolla · Cheddar + $ 800');
      expect(receipt?.html).toContain('<em>sin sal</em>');
    });

    it('refuses a sold-out option with 409, a plain one through its stock route, a linked one through its product', async () => {
      const o = ids(clasica);
      const huevo = o('Huevo');
      const marked = await api<Product>('PUT', `/options/${huevo}/stock`, {
        token: employee.token,
        body: { inStock: false },
      });
      expect(marked.status).toBe(200);
      expect(marked.body.optionGroups[2].options[1]).toMatchObject({ name: 'Huevo', inStock: false });
      const soldOut = await pay([{ id: clasica.id, cantidad: 1, options: [o('A punto'), huevo] }]);
      expect(soldOut.status).toBe(409);
      expect(soldOut.body.error).toBe('"Huevo" se quedó sin stock. Quitalo del carrito para continuar.');
      await api('PUT', `/options/${huevo}/stock`, { token: employee.token, body: { inStock: true } });
      expect((await pay([{ id: clasica.id, cantidad: 1, options: [o('A punto'), huevo] }])).status).toBe(201);

      await api('PUT', `/products/${p.colaGrande}/stock`, { token: employee.token, body: { inStock: false } });
      const detail = await api<Product>('GET', `/products/${combo.id}`);
      expect(detail.body.optionGroups[0].options[1]).toMatchObject({
        name: 'Gaseosa cola grande',
        inStock: false,
        productId: p.colaGrande,
      });
      const linked = await pay([{ id: combo.id, cantidad: 1, options: [ids(combo)('Gaseosa cola grande')] }]);
      expect(linked.status).toBe(409);
      expect(linked.body.error).toBe('"Gaseosa cola grande" se quedó sin stock. Quitalo del carrito para continuar.');
      await api('PUT', `/products/${p.colaGrande}/stock`, { token: employee.token, body: { inStock: true } });

      const missing = await api<{ error: string }>('PUT', '/options/2147483000/stock', {
        token: admin.token,
        body: { inStock: false },
      });
      expect(missing.status).toBe(404);
      const customerTry = await api('PUT', `/options/${huevo}/stock`, {
        token: customer.token,
        body: { inStock: false },
      });
      expect(customerTry.status).toBe(403);
      const visitorTry = await api('PUT', `/options/${huevo}/stock`, { body: { inStock: false } });
      expect(visitorTry.status).toBe(401);
    });

    it('leaves a past order intact when the admin later edits or removes its options', async () => {
      const created = await api<Product>('POST', '/burgers', {
        token: admin.token,
        body: { ...clasicaBody(), name: 'Cambiante' },
      });
      const o = ids(created.body);
      const placed = await placePaidOrder(t, customer.token, {
        cart: [{ id: created.body.id, cantidad: 1, options: [o('A punto'), o('Huevo')], note: 'con todo' } as never],
      });
      const before = await api<Order>('GET', `/orders/${placed.purchaseId}`, { token: customer.token });
      const edited = await api<Product>('PUT', '/burgers', {
        token: admin.token,
        body: {
          id: created.body.id,
          name: 'Cambiante',
          price: 9900,
          ingredients: [],
          optionGroups: [{ name: 'Punto', min: 1, max: 1, options: [{ name: 'Jugosa', price: 100, isDefault: true }] }],
        },
      });
      expect(edited.status).toBe(200);
      const after = await api<Order>('GET', `/orders/${placed.purchaseId}`, { token: customer.token });
      expect(after.body.lines).toEqual(before.body.lines);
      expect(after.body.lines[0]).toMatchObject({
        unit_price: 9100,
        options: [
          { name: 'A punto', price: 0 },
          { name: 'Huevo', price: 600 },
        ],
        note: 'con todo',
      });
    });
  });
});
