import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductType } from '@burgers/domain/constants';
import { products } from '#db/schema';
import { insertProduct } from './support/catalogue-fixtures';
import { useTestApp } from './support/test-app';
import { insertUser, type TestUser } from './support/user-fixtures';

describe('favourites over real HTTP', () => {
  const { t, api } = useTestApp();
  let admin: TestUser;
  const menu: Record<'clasica' | 'doble' | 'combo' | 'papas' | 'borrada' | 'cheddar', number> = {
    clasica: 0,
    doble: 0,
    combo: 0,
    papas: 0,
    borrada: 0,
    cheddar: 0,
  };

  // The price plays no part in favourites.
  const product = (type: ProductType, name: string, deleted = false) =>
    insertProduct(t, { type, name, price: 8500, deleted });

  beforeAll(async () => {
    admin = await insertUser(t, { role: 'admin' });
    menu.clasica = await product('burgers', 'Clásica');
    menu.doble = await product('burgers', 'Doble');
    menu.combo = await product('combos', 'Combo Doble');
    menu.papas = await product('fries', 'Papas rústicas');
    menu.borrada = await product('burgers', 'Ya no está', true);
    menu.cheddar = await product('ingredients', 'Cheddar');
  });

  it('starts empty, saves the whole list in the order given and reads it back', async () => {
    const me = await insertUser(t, { role: 'customer' });
    expect(await api('GET', `/users/favorites/${me.id}`, { token: me.token })).toMatchObject({
      status: 200,
      body: { favoritesList: [] },
    });
    const list = [menu.papas, menu.clasica, menu.combo];
    const saved = await api('PUT', `/users/favorites/${me.id}`, { token: me.token, body: { favoritesList: list } });
    expect(saved).toMatchObject({ status: 200, body: { favoritesList: list } });
    expect((await api('GET', `/users/favorites/${me.id}`, { token: me.token })).body).toEqual({ favoritesList: list });

    // A toggle sends the list without one product: it is removed, the rest keep their order.
    const toggled = await api('PUT', `/users/favorites/${me.id}`, {
      token: me.token,
      body: { favoritesList: [menu.papas, menu.combo, menu.doble] },
    });
    expect(toggled.body).toEqual({ favoritesList: [menu.papas, menu.combo, menu.doble] });
    const cleared = await api('PUT', `/users/favorites/${me.id}`, { token: me.token, body: { favoritesList: [] } });
    expect(cleared.body).toEqual({ favoritesList: [] });
  });

  it('keeps each product once', async () => {
    const me = await insertUser(t, { role: 'customer' });
    const res = await api('PUT', `/users/favorites/${me.id}`, {
      token: me.token,
      body: { favoritesList: [menu.doble, menu.clasica, menu.doble] },
    });
    expect(res.body).toEqual({ favoritesList: [menu.doble, menu.clasica] });
  });

  it('refuses unknown, deleted and non-menu products with 400 and keeps the saved list', async () => {
    const me = await insertUser(t, { role: 'customer' });
    await api('PUT', `/users/favorites/${me.id}`, { token: me.token, body: { favoritesList: [menu.clasica] } });
    for (const bad of [999999, menu.borrada, menu.cheddar]) {
      const res = await api('PUT', `/users/favorites/${me.id}`, {
        token: me.token,
        body: { favoritesList: [menu.doble, bad] },
      });
      expect(res).toMatchObject({ status: 400, body: { error: 'Alguno de los productos favoritos no existe' } });
    }
    const malformed = await api('PUT', `/users/favorites/${me.id}`, {
      token: me.token,
      body: { favoritesList: ['uno'] },
    });
    expect(malformed.status).toBe(400);
    for (const outOfRange of [99999999999, 2147483648, -1]) {
      const res = await api('PUT', `/users/favorites/${me.id}`, {
        token: me.token,
        body: { favoritesList: [menu.doble, outOfRange] },
      });
      expect(res).toMatchObject({ status: 400, body: { error: 'Identificador inválido' } });
    }
    const missing = await api('PUT', `/users/favorites/${me.id}`, { token: me.token, body: {} });
    expect(missing).toMatchObject({
      status: 400,
      body: { error: 'La lista de favoritos debe contener ids de productos' },
    });
    expect((await api('GET', `/users/favorites/${me.id}`, { token: me.token })).body).toEqual({
      favoritesList: [menu.clasica],
    });
  });

  it('leaves out a product deleted after it was saved, so the next save is not refused', async () => {
    const me = await insertUser(t, { role: 'customer' });
    const temporary = await product('beverages', 'Limonada de estación');
    await api('PUT', `/users/favorites/${me.id}`, {
      token: me.token,
      body: { favoritesList: [temporary, menu.doble] },
    });
    await t.app.ctx.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, temporary));

    const read = await api<{ favoritesList: number[] }>('GET', `/users/favorites/${me.id}`, { token: me.token });
    expect(read.body).toEqual({ favoritesList: [menu.doble] });
    const next = await api('PUT', `/users/favorites/${me.id}`, {
      token: me.token,
      body: { favoritesList: [...read.body.favoritesList, menu.papas] },
    });
    expect(next).toMatchObject({ status: 200, body: { favoritesList: [menu.doble, menu.papas] } });
  });

  it('is for the owner only: another customer, an admin and a visitor are refused', async () => {
    const owner = await insertUser(t, { role: 'customer' });
    const other = await insertUser(t, { role: 'customer' });
    await api('PUT', `/users/favorites/${owner.id}`, { token: owner.token, body: { favoritesList: [menu.combo] } });
    const path = `/users/favorites/${owner.id}`;
    const body = { favoritesList: [menu.doble] };

    expect(await api('GET', path)).toMatchObject({ status: 401, body: { error: 'Debes iniciar sesión' } });
    expect((await api('PUT', path, { body })).status).toBe(401);
    expect(await api('GET', path, { token: other.token })).toMatchObject({
      status: 403,
      body: { error: 'No tenés permiso para realizar esta acción' },
    });
    expect((await api('PUT', path, { token: other.token, body })).status).toBe(403);
    expect((await api('GET', path, { token: admin.token })).status).toBe(403);
    expect((await api('PUT', path, { token: admin.token, body })).status).toBe(403);
    expect((await api('GET', '/users/favorites/abc', { token: owner.token })).status).toBe(403);

    expect((await api('GET', path, { token: owner.token })).body).toEqual({ favoritesList: [menu.combo] });
  });

  it('refuses a deactivated user on the next request', async () => {
    const me = await insertUser(t, { role: 'customer' });
    expect((await api('GET', `/users/favorites/${me.id}`, { token: me.token })).status).toBe(200);
    expect((await api('DELETE', `/users/${me.id}`, { token: admin.token })).status).toBe(200);
    const res = await api('PUT', `/users/favorites/${me.id}`, {
      token: me.token,
      body: { favoritesList: [menu.doble] },
    });
    expect(res).toMatchObject({ status: 401, body: { error: 'La cuenta está desactivada' } });
  });

  it('shows both routes in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${t.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(doc.paths['/api/users/favorites/{userId}']?.get?.tags).toEqual(['favorites']);
    expect(doc.paths['/api/users/favorites/{userId}']?.put?.tags).toEqual(['favorites']);
  });
});
