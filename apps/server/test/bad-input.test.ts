import { beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '#db/seed';
import { useTestApp } from './support/test-app';
import { insertUser, type TestUser } from './support/user-fixtures';

/**
 * Whatever a client sends, the answer is a Spanish `{ error }` with the 4xx the docs promise (400 for
 * bad input, 415 for a media type a route does not read, 403 from a guard that turned the user away),
 * never a 500.
 * Every route of the OpenAPI document gets malformed bodies, odd path values and odd queries,
 * as an admin (the role that passes most guards) and as a customer.
 */
const badBodies: Array<[string, string]> = [
  ['not JSON', '{"oops"'],
  ['a JSON array', '[1,2,3]'],
  ['a JSON string', '"hola"'],
  ['null', 'null'],
  [
    'wrong types',
    JSON.stringify({
      id: 'x',
      email: 12,
      price: 'caro',
      cart: 'todo',
      rating: 'cinco',
      productsId: 'a',
      favoritesList: [{}],
    }),
  ],
  [
    'huge text',
    JSON.stringify({
      name: 'a'.repeat(20_000),
      description: 'b'.repeat(20_000),
      note: 'c'.repeat(5_000),
      email: 'x'.repeat(3_000),
    }),
  ],
];
const outOfRangeIds = [2147483648, 99999999999, -1];
badBodies.push(
  ...outOfRangeIds.map((id): [string, string] => [
    `the id ${id} everywhere`,
    JSON.stringify({
      id,
      purchaseId: String(id),
      productsId: [id],
      favoritesList: [id],
      burgers: [id],
      fries: [id],
      beverages: [id],
      ingredients: [id],
      cart: [
        { id, cantidad: 1 },
        { id: 'custom-1', cantidad: 1, baseId: id, ingredients: [{ id, quantity: 1 }] },
      ],
      role: 'customer',
      rating: 5,
    }),
  ]),
  ['a rating of "5", true, [4] or 4.5', JSON.stringify({ rating: [4], description: 'Muy rica', purchaseId: 'x' })],
);
const oddPathValues = ['0', '-1', 'abc', '99999999999999999999', '2147483648', '99999999999', '%27%20or%201%3D1'];
/** Words of the validator or of Fastify that must never reach a person. */
const FRAMEWORK_WORDING = /invalid input|expected|received|must (be|have)|unsupported|body|content-type|FST_/i;

/** The routes that read a multipart file, not JSON (their OpenAPI entry cannot say so). */
const FILE_UPLOADS = ['/api/uploads'];
/** The routes under /api that answer a page (HTML), not JSON: the payments sandbox, the newsletter's goodbye. */
const HTML_PAGES = ['/api/sandbox/checkout/{preferenceId}', '/api/newsletter/unsubscribe/{token}'];
/** What the role guard answers a user it turns away, before the input is even read. */
const NOT_ALLOWED = 'No tenés permiso para realizar esta acción';

interface Operation {
  method: string;
  path: string;
  /** The answers the OpenAPI document promises for it. */
  statuses: number[];
  /** Whether it takes only a file upload (multipart), so a JSON body is the wrong media type. */
  multipart: boolean;
}

interface Answer {
  status: number;
  text: string;
  type: string;
}

describe('bad input never answers 500', () => {
  const { t } = useTestApp();
  let admin: TestUser;
  let customer: TestUser;
  let operations: Operation[];

  beforeAll(async () => {
    await seedDatabase(t.app.ctx.db);
    admin = await insertUser(t, { role: 'admin' });
    customer = await insertUser(t, { role: 'customer' });
    const doc = (await (await fetch(`${t.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<
        string,
        Record<string, { responses?: Record<string, unknown>; requestBody?: { content?: object } }>
      >;
    };
    operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, spec]) => ({
          method: method.toUpperCase(),
          path,
          statuses: Object.keys(spec.responses ?? {}).map(Number),
          multipart: FILE_UPLOADS.includes(path),
        })),
      )
      // Logout takes no input and would end the session the sweep keeps using (auth.test.ts covers it).
      .filter((op) => !(op.method === 'POST' && op.path === '/api/logout'));
  }, 120_000);

  // Raw bodies with their media type, through the app's whole pipeline (inject: no socket needed).
  async function send(method: string, path: string, token: string, body?: string, contentType = 'application/json') {
    const headers: Record<string, string> = { 'auth-token': token };
    if (body !== undefined) headers['content-type'] = contentType;
    const response = await t.app.inject({ method: method as 'GET', url: path, headers, payload: body });
    const type = response.headers['content-type'];
    return { status: response.statusCode, text: response.body, type: typeof type === 'string' ? type : '' };
  }

  function expectSpanishError(result: Answer, what: string) {
    expect(result.type, `${what}: ${result.text}`).toContain('json');
    const body = JSON.parse(result.text) as { error?: unknown; code?: unknown };
    expect(typeof body.error, `${what}: ${result.text}`).toBe('string');
    // A program compares the stable code, never the sentence.
    expect(body.code, `${what}: ${result.text}`).toMatch(/^[a-z][A-Za-z]+$/);
    expect(body.error, `${what}: ${result.text}`).not.toMatch(FRAMEWORK_WORDING);
  }

  /** Turned away by the role guard (403, its own words) before the input was read. */
  const turnedAway = (result: Answer) =>
    result.status === 403 && (JSON.parse(result.text) as { error?: unknown }).error === NOT_ALLOWED;

  /**
   * Input the route cannot take: exactly `status` (400, as the docs promise for bad input; 415 for
   * a media type it does not read) with a Spanish error, unless the guard turned the user away first.
   */
  function expectRefused(result: Answer, what: string, status: number) {
    if (!turnedAway(result)) expect(result.status, `${what}: ${result.text}`).toBe(status);
    expectSpanishError(result, what);
  }

  /**
   * An odd value the route may take as a real one (a search for it, a page) or refuse: one of the
   * answers its OpenAPI document promises, and a Spanish error when it refuses.
   */
  function expectPromisedAnswer(result: Answer, op: Operation, what: string) {
    if (!turnedAway(result)) expect(op.statuses, `${what}: ${result.status} ${result.text}`).toContain(result.status);
    if (result.status >= 400) expectSpanishError(result, what);
  }

  it('lists the routes to try', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it("answers malformed bodies with 400 (or the guard's 403)", async () => {
    const writes = operations.filter((op) => ['POST', 'PUT'].includes(op.method) && !op.path.includes('{'));
    for (const op of writes) {
      for (const [label, body] of badBodies) {
        for (const user of [admin, customer]) {
          const result = await send(op.method, `/api${op.path.replace(/^\/api/, '')}`, user.token, body);
          // An upload reads no JSON: 415, unless the body is not even JSON (the parser refuses it first).
          const status = op.multipart && label !== 'not JSON' ? 415 : 400;
          expectRefused(result, `${op.method} ${op.path} with ${label}`, status);
        }
      }
    }
  }, 180_000);

  it('answers JSON sent as text/plain and other media types with a Spanish 4xx', async () => {
    const writes = operations.filter((op) => ['POST', 'PUT'].includes(op.method) && !op.path.includes('{'));
    for (const op of writes) {
      const path = `/api${op.path.replace(/^\/api/, '')}`;
      for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
        // JSON sent as text/plain is read as text and refused as no JSON object; the others are not read at all.
        const status = type === 'text/plain' && !op.multipart ? 400 : 415;
        expectRefused(
          await send(op.method, path, admin.token, '{"email":"ana@x.test"}', type),
          `${op.method} ${op.path} as ${type}`,
          status,
        );
      }
    }
  }, 180_000);

  it('answers an array where an object is expected and an unsupported media type in Spanish', async () => {
    const array = await send('POST', '/api/contact', admin.token, '[1,2,3]');
    expect(array.status).toBe(400);
    expect(JSON.parse(array.text)).toMatchObject({ error: 'Los datos enviados deben ser un objeto JSON' });
    const plain = await send('POST', '/api/newsletter', admin.token, '{"email":"ana@x.test"}', 'text/plain');
    expect(plain.status).toBe(400);
    expect(JSON.parse(plain.text)).toMatchObject({ error: 'Los datos enviados deben ser un objeto JSON' });
    const xml = await send('POST', '/api/newsletter', admin.token, '<email/>', 'application/xml');
    expect(xml.status).toBe(415);
    expect(JSON.parse(xml.text)).toMatchObject({ error: 'El formato de los datos no es admitido: enviá JSON' });
  });

  it('answers ids out of the 32-bit range in paths, queries and bodies with 400 Identificador inválido', async () => {
    for (const id of ['2147483648', '99999999999', '-1']) {
      for (const path of [`/api/products/${id}`, `/api/users/${id}/orders`]) {
        const result = await send('GET', path, admin.token);
        expect(result.status, path).toBe(400);
      }
      const coupon = await send('DELETE', `/api/coupons/${id}`, admin.token);
      expect(coupon.status).toBe(400);
      const role = await send('PUT', '/api/users/', admin.token, JSON.stringify({ id: Number(id), role: 'employee' }));
      expect(role.status).toBe(400);
      const cart = await send(
        'POST',
        '/api/pay/mercadopago',
        customer.token,
        JSON.stringify({ cart: [{ id: Number(id), cantidad: 1 }] }),
      );
      expect(cart.status).toBe(400);
      expect(JSON.parse(cart.text)).toMatchObject({ error: 'Producto inválido' });
    }
  });

  it('answers odd path values with an answer the route promises', async () => {
    const withParams = operations.filter((op) => op.path.includes('{'));
    for (const op of withParams) {
      for (const value of oddPathValues) {
        const path = `/api${op.path.replace(/^\/api/, '').replace(/\{[^}]+\}/g, value)}`;
        const body = ['POST', 'PUT'].includes(op.method) ? '{}' : undefined;
        const result = await send(op.method, path, admin.token, body);
        if (HTML_PAGES.includes(op.path)) {
          // A page, not JSON: what it promises, or its own 404 page for a value it does not know.
          expect([...op.statuses, 404], `${path}: ${result.status}`).toContain(result.status);
          expect(result.type, path).toContain('text/html');
        } else expectPromisedAnswer(result, op, `${op.method} ${path}`);
      }
    }
  }, 180_000);

  it('answers odd query values with an answer the route promises', async () => {
    const queries = [
      'category=pizza',
      'order=sideways',
      'isVeggie=quizas',
      'isDeleted=2',
      'rol=chef',
      'active=nunca',
      'status=Perdido',
      'name=%25%27%22',
    ];
    for (const op of operations.filter((o) => o.method === 'GET' && !o.path.includes('{'))) {
      if (op.path.includes('events') || op.path.includes('docs')) continue;
      for (const query of queries) {
        expectPromisedAnswer(
          await send('GET', `/api${op.path.replace(/^\/api/, '')}?${query}`, admin.token),
          op,
          `GET ${op.path}?${query}`,
        );
      }
    }
  }, 120_000);
});
