import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

describe('health and errors', () => {
  const { t, api } = useTestApp();

  it('answers the health check with the database kind', async () => {
    const res = await api('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      lastBackup: null,
    });
  });

  it('answers 503 while the database does not answer, and 200 again once it is back', async () => {
    const db = t.app.ctx.db;
    const execute = db.execute.bind(db);
    db.execute = (() => Promise.reject(new Error('connect ECONNREFUSED'))) as unknown as typeof db.execute;
    try {
      const down = await api('GET', '/health');
      expect(down).toMatchObject({ status: 503, body: { error: 'La base de datos no está disponible' } });
    } finally {
      db.execute = execute;
    }
    expect((await api('GET', '/health')).status).toBe(200);
  });

  it('answers unknown API paths with a Spanish JSON 404', async () => {
    const res = await api('GET', '/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Recurso no encontrado' });
  });

  it('serves the OpenAPI documentation', async () => {
    const res = await fetch(`${t.baseUrl}/api/docs/json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string };
    expect(doc.openapi).toMatch(/^3\./);
  });
});
