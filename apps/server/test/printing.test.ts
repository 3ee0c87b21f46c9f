import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';
import { insertCast, type TestUser } from './support/user-fixtures';

describe('printing settings', () => {
  const { t, api } = useTestApp();
  let cast: { customer: TestUser; employee: TestUser; admin: TestUser };

  beforeAll(async () => {
    cast = await insertCast(t);
  });

  it('prints on 80 mm paper until the admin chooses 58 mm', async () => {
    expect((await api('GET', '/printing/settings', { token: cast.employee.token })).body).toEqual({ paperMm: 80 });
    const set = await api('PUT', '/printing/settings', { token: cast.admin.token, body: { paperMm: 58 } });
    expect(set.status).toBe(200);
    expect((await api('GET', '/printing/settings', { token: cast.employee.token })).body).toEqual({ paperMm: 58 });
    const bad = await api('PUT', '/printing/settings', { token: cast.admin.token, body: { paperMm: 100 } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'El ancho del papel debe ser 80 o 58 mm' });
  });

  it('is for the staff to read and the admin to change', async () => {
    expect((await api('GET', '/printing/settings')).status).toBe(401);
    expect((await api('GET', '/printing/settings', { token: cast.customer.token })).status).toBe(403);
    expect((await api('PUT', '/printing/settings', { token: cast.employee.token, body: { paperMm: 80 } })).status).toBe(
      403,
    );
  });
});
