import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@burgers/domain/messages';
import type { AdminUser } from '@burgers/domain/types';
import { useTestApp } from './support/test-app';
import { insertUser, TEST_PASSWORD, type TestUser } from './support/user-fixtures';

describe('users over real HTTP', () => {
  const { t, api } = useTestApp();
  let admin: TestUser;
  let employee: TestUser;

  beforeAll(async () => {
    admin = await insertUser(t, { role: 'admin' });
    employee = await insertUser(t, { role: 'employee' });
  });

  describe('GET /users/admin', () => {
    it('lists every user for an admin, without password hashes', async () => {
      const customer = await insertUser(t, { role: 'customer' });
      const res = await api<{ rows: AdminUser[]; count: number }>('GET', '/users/admin', { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(res.body.rows.length);
      const ids = res.body.rows.map((row) => row.id);
      expect(ids).toEqual(expect.arrayContaining([admin.id, employee.id, customer.id]));
      const row = res.body.rows.find((r) => r.id === customer.id);
      expect(row).toMatchObject({ email: customer.email, role: 'customer', deletedAt: null, imgUri: null });
      expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|argon2/);
    });

    it('filters by role and by active state, also under a sub-path', async () => {
      const customer = await insertUser(t, { role: 'customer' });
      await api('DELETE', `/users/${customer.id}`, { token: admin.token });

      const employees = await api<{ rows: AdminUser[] }>('GET', '/users/admin?rol=employee', { token: admin.token });
      expect(employees.body.rows.length).toBeGreaterThan(0);
      expect(employees.body.rows.every((r) => r.role === 'employee')).toBe(true);

      const inactive = await api<{ rows: AdminUser[] }>('GET', '/users/admin?active=false', { token: admin.token });
      expect(inactive.body.rows.map((r) => r.id)).toContain(customer.id);
      expect(inactive.body.rows.every((r) => r.deletedAt !== null)).toBe(true);

      const active = await api<{ rows: AdminUser[] }>('GET', '/users/admin/lista?active=true&rol=', {
        token: admin.token,
      });
      expect(active.status).toBe(200);
      expect(active.body.rows.map((r) => r.id)).not.toContain(customer.id);
      expect(active.body.rows.map((r) => r.id)).toContain(admin.id);
    });

    it('refuses bad filters with 400 in Spanish', async () => {
      const res = await api('GET', '/users/admin?rol=superuser', { token: admin.token });
      expect(res).toMatchObject({ status: 400, body: { error: 'El rol debe ser admin, employee o customer' } });
      const active = await api('GET', '/users/admin?active=quizas', { token: admin.token });
      expect(active).toMatchObject({ status: 400, body: { error: 'El filtro active debe ser true o false' } });
    });

    it('is for admins only', async () => {
      const customer = await insertUser(t, { role: 'customer' });
      expect(await api('GET', '/users/admin')).toMatchObject({ status: 401, body: { error: 'Debes iniciar sesión' } });
      expect((await api('GET', '/users/admin', { token: 'not-a-token' })).status).toBe(401);
      expect((await api('GET', '/users/admin', { token: customer.token })).status).toBe(403);
      expect(await api('GET', '/users/admin', { token: employee.token })).toMatchObject({
        status: 403,
        body: { error: 'No tenés permiso para realizar esta acción' },
      });
    });
  });

  describe('PUT /users/ (role)', () => {
    it("changes a user's role, effective on that user's very next request with the same token", async () => {
      const customer = await insertUser(t, { role: 'customer' });
      expect((await api('GET', '/users/admin', { token: customer.token })).status).toBe(403);

      const promoted = await api('PUT', '/users/', { token: admin.token, body: { id: customer.id, role: 'admin' } });
      expect(promoted).toMatchObject({ status: 200, body: { id: customer.id, role: 'admin' } });
      expect((await api('GET', '/users/admin', { token: customer.token })).status).toBe(200);

      await api('PUT', '/users/', { token: admin.token, body: { id: customer.id, role: 'customer' } });
      expect((await api('GET', '/users/admin', { token: customer.token })).status).toBe(403);
    });

    it('refuses an unknown role, an unknown user and a change of one own role', async () => {
      const customer = await insertUser(t, { role: 'customer' });
      const badRole = await api('PUT', '/users/', { token: admin.token, body: { id: customer.id, role: 'root' } });
      expect(badRole).toMatchObject({ status: 400, body: { error: 'El rol debe ser admin, employee o customer' } });
      const unknown = await api('PUT', '/users/', { token: admin.token, body: { id: 999999, role: 'employee' } });
      expect(unknown).toMatchObject({ status: 404, body: { error: 'Usuario no encontrado' } });
      const own = await api('PUT', '/users/', { token: admin.token, body: { id: admin.id, role: 'customer' } });
      expect(own).toMatchObject({ status: 409, body: { error: 'No podés cambiar tu propio rol' } });
    });

    it('is for admins only', async () => {
      const customer = await insertUser(t, { role: 'customer' });
      const body = { id: customer.id, role: 'admin' };
      expect((await api('PUT', '/users/', { body })).status).toBe(401);
      expect((await api('PUT', '/users/', { token: customer.token, body })).status).toBe(403);
      expect((await api('PUT', '/users/', { token: employee.token, body })).status).toBe(403);
      const list = await api<{ rows: AdminUser[] }>('GET', '/users/admin?rol=customer', { token: admin.token });
      expect(list.body.rows.find((r) => r.id === customer.id)?.role).toBe('customer');
    });
  });

  describe('DELETE /users/:id and POST /users/:id', () => {
    it("deactivates a user: the user's token stops working at once, login is refused; reactivation restores both", async () => {
      const customer = await insertUser(t, { role: 'customer' });
      const profile = `/users/favorites/${customer.id}`;
      expect((await api('GET', profile, { token: customer.token })).status).toBe(200);

      const off = await api<AdminUser>('DELETE', `/users/${customer.id}`, { token: admin.token });
      expect(off.status).toBe(200);
      expect(off.body.deletedAt).not.toBeNull();
      expect(await api('GET', profile, { token: customer.token })).toMatchObject({
        status: 401,
        body: { error: 'La cuenta está desactivada' },
      });
      const login = await api('POST', '/login', { body: { email: customer.email, password: TEST_PASSWORD } });
      expect(login).toMatchObject({ status: 401, body: { error: 'La cuenta está desactivada' } });

      const on = await api<AdminUser>('POST', `/users/${customer.id}`, { token: admin.token });
      expect(on).toMatchObject({ status: 200, body: { id: customer.id, deletedAt: null } });
      expect((await api('GET', profile, { token: customer.token })).status).toBe(200);
    });

    it('deactivates an employee too: their staff access ends on the next request', async () => {
      const cook = await insertUser(t, { role: 'employee' });
      expect((await api('DELETE', `/users/${cook.id}`, { token: admin.token })).status).toBe(200);
      expect((await api('GET', `/users/favorites/${cook.id}`, { token: cook.token })).status).toBe(401);
    });

    it('never deactivates or reactivates an admin', async () => {
      const other = await insertUser(t, { role: 'admin' });
      const off = await api('DELETE', `/users/${other.id}`, { token: admin.token });
      expect(off).toMatchObject({
        status: 409,
        body: { error: 'No se puede desactivar ni reactivar a un administrador' },
      });
      expect((await api('POST', `/users/${other.id}`, { token: admin.token })).status).toBe(409);
      expect((await api('GET', '/users/admin', { token: other.token })).status).toBe(200);
    });

    it('answers unknown and malformed ids with 404 and 400', async () => {
      expect(await api('DELETE', '/users/999999', { token: admin.token })).toMatchObject({
        status: 404,
        body: { error: 'Usuario no encontrado' },
      });
      expect((await api('POST', '/users/999999', { token: admin.token })).status).toBe(404);
      expect(await api('DELETE', '/users/abc', { token: admin.token })).toMatchObject({
        status: 400,
        body: { error: 'Identificador de usuario inválido' },
      });
      expect((await api('DELETE', '/users/99999999999', { token: admin.token })).status).toBe(400);
    });

    it('is for admins only', async () => {
      const customer = await insertUser(t, { role: 'customer' });
      const target = await insertUser(t, { role: 'customer' });
      for (const method of ['DELETE', 'POST']) {
        expect((await api(method, `/users/${target.id}`)).status).toBe(401);
        expect((await api(method, `/users/${target.id}`, { token: customer.token })).status).toBe(403);
        expect((await api(method, `/users/${target.id}`, { token: employee.token })).status).toBe(403);
      }
      expect((await api('GET', `/users/favorites/${target.id}`, { token: target.token })).status).toBe(200);
    });
  });

  describe('PUT /users/:id (personal data and avatar)', () => {
    let customer: TestUser;
    beforeEach(async () => {
      customer = await insertUser(t, { role: 'customer', firstName: 'Sofía' });
    });

    it('saves first and last name for the user themself, and ignores other fields', async () => {
      const res = await api('PUT', `/users/${customer.id}`, {
        token: customer.token,
        body: { firstName: '  Sofía Inés ', lastName: "D'Alessandro", role: 'admin', email: 'otra@correo.test' },
      });
      expect(res).toMatchObject({
        status: 200,
        body: {
          id: customer.id,
          firstName: 'Sofía Inés',
          lastName: "D'Alessandro",
          email: customer.email,
          role: 'customer',
        },
      });
      const login = await api<{ user: { firstName: string; role: string } }>('POST', '/login', {
        body: { email: customer.email, password: TEST_PASSWORD },
      });
      expect(login.body.user).toMatchObject({ firstName: 'Sofía Inés', role: 'customer' });
    });

    it('saves the avatar alone', async () => {
      const imgUri = '/uploads/avatar-123.webp';
      const res = await api('PUT', `/users/${customer.id}`, { token: customer.token, body: { imgUri } });
      expect(res).toMatchObject({ status: 200, body: { imgUri, firstName: 'Sofía' } });
      const login = await api<{ user: { imgUri: string } }>('POST', '/login', {
        body: { email: customer.email, password: TEST_PASSWORD },
      });
      expect(login.body.user.imgUri).toBe(imgUri);
    });

    it("takes as avatar only an image the shop serves itself, never another site's address", async () => {
      const uploaded = `${t.config.publicUrl}/api/uploads/0b6f2c1e-9a7d-4c1b-8f3e-2d5a6b7c8d9e.webp`;
      for (const imgUri of [uploaded, '/api/uploads/0b6f2c1e.webp', '/images/menu/clasica-devoto.svg']) {
        const own = await api('PUT', `/users/${customer.id}`, { token: customer.token, body: { imgUri } });
        expect(own, imgUri).toMatchObject({ status: 200, body: { imgUri } });
      }
      const outside = [
        'https://evil.example/x.png',
        '//evil.example/x.png',
        'https://evil.example/api/uploads/x.webp',
        'http://evil.example/api/uploads/0b6f2c1e.webp',
      ];
      for (const imgUri of outside) {
        const refused = await api('PUT', `/users/${customer.id}`, { token: customer.token, body: { imgUri } });
        expect(refused, imgUri).toMatchObject({ status: 400, body: { error: MSG.imageNotFromShop } });
      }
      const login = await api<{ user: { imgUri: string } }>('POST', '/login', {
        body: { email: customer.email, password: TEST_PASSWORD },
      });
      expect(login.body.user.imgUri).toBe('/images/menu/clasica-devoto.svg');
    });

    it('refuses empty or invalid names and unsafe image addresses with 400', async () => {
      const empty = await api('PUT', `/users/${customer.id}`, {
        token: customer.token,
        body: { firstName: '', lastName: 'Díaz' },
      });
      expect(empty).toMatchObject({ status: 400, body: { error: 'Los campos no pueden estar vacios!' } });
      const half = await api('PUT', `/users/${customer.id}`, { token: customer.token, body: { firstName: 'Ana' } });
      expect(half).toMatchObject({ status: 400, body: { error: 'Los campos no pueden estar vacios!' } });
      const digits = await api('PUT', `/users/${customer.id}`, {
        token: customer.token,
        body: { firstName: 'Ana3', lastName: 'Díaz' },
      });
      expect(digits).toMatchObject({ status: 400, body: { error: 'Nombre inválido sólo admite letras' } });
      const script = await api('PUT', `/users/${customer.id}`, {
        token: customer.token,
        body: { imgUri: 'javascript:alert(1)' },
      });
      expect(script).toMatchObject({ status: 400, body: { error: 'La imagen no es válida' } });
      const nothing = await api('PUT', `/users/${customer.id}`, { token: customer.token, body: { role: 'admin' } });
      expect(nothing.status).toBe(400);
    });

    it('is for the user themself only: not another customer, not an admin, not a visitor', async () => {
      const other = await insertUser(t, { role: 'customer' });
      const body = { firstName: 'Hackeado', lastName: 'Hackeado' };
      expect((await api('PUT', `/users/${customer.id}`, { body })).status).toBe(401);
      expect(await api('PUT', `/users/${customer.id}`, { token: other.token, body })).toMatchObject({
        status: 403,
        body: { error: 'No tenés permiso para realizar esta acción' },
      });
      expect((await api('PUT', `/users/${customer.id}`, { token: admin.token, body })).status).toBe(403);
      expect(
        (await api('PUT', `/users/${customer.id}`, { token: other.token, body: { imgUri: '/x.png' } })).status,
      ).toBe(403);
      const login = await api<{ user: { firstName: string; imgUri: string | null } }>('POST', '/login', {
        body: { email: customer.email, password: TEST_PASSWORD },
      });
      expect(login.body.user).toMatchObject({ firstName: 'Sofía', imgUri: null });
    });

    it('refuses a deactivated user with 401', async () => {
      await api('DELETE', `/users/${customer.id}`, { token: admin.token });
      const res = await api('PUT', `/users/${customer.id}`, {
        token: customer.token,
        body: { firstName: 'Ana', lastName: 'Díaz' },
      });
      expect(res.status).toBe(401);
    });
  });

  it('shows the user routes in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${t.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(doc.paths['/api/users/admin']?.get?.tags).toEqual(['users']);
    expect(doc.paths['/api/users/']?.put?.tags).toEqual(['users']);
    expect(doc.paths['/api/users/{id}']?.put?.tags).toEqual(['users']);
    expect(doc.paths['/api/users/{id}']?.delete).toBeDefined();
    expect(doc.paths['/api/users/{id}']?.post).toBeDefined();
  });
});
