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
    expect(res.body).toMatchObject({ error: 'Recurso no encontrado' });
  });

  it('serves the OpenAPI documentation', async () => {
    const res = await fetch(`${t.baseUrl}/api/docs/json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string };
    expect(doc.openapi).toMatch(/^3\./);
  });

  it('documents a session and its 401 on every route that asks for one, and answers that 401 without one', async () => {
    const doc = (await (await fetch(`${t.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, { security?: unknown[]; responses?: Record<string, unknown> }>>;
    };
    const guarded = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security !== undefined)
        .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    );
    expect(guarded.length).toBeGreaterThan(40);
    for (const { method, path, operation } of guarded) {
      expect(Object.keys(operation.responses ?? {}), `${method} ${path}`).toContain('401');
      // Any value will do for the path's parameters: the session is checked before anything else.
      const url = path
        .replace(/^\/api/, '')
        .replace(/\{type\}/, 'burgers')
        .replace(/\{[^}]+\}/g, '1');
      const answer = await api(method, url);
      expect({ route: `${method} ${path}`, status: answer.status }).toEqual({
        route: `${method} ${path}`,
        status: 401,
      });
      expect(answer.body).toMatchObject({ error: 'Debes iniciar sesión' });
    }
  });
});
