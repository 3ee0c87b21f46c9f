import { describe, expect, it } from 'vitest';
import { insertProduct } from './support/catalogue-fixtures';
import { checkout } from './support/order-fixtures';
import { useTestApp } from './support/test-app';
import { insertUser } from './support/user-fixtures';

function cspOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectStrictHeaders(response: Response, what: string) {
  const csp = cspOf(response);
  expect(csp.get('script-src'), what).toEqual(["'self'"]);
  expect(csp.get('style-src'), what).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'self'"]);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(response.headers.get('content-security-policy'), what).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options'), what).toBe('SAMEORIGIN');
  expect(response.headers.get('x-powered-by'), what).toBeNull();
}

describe('security headers on a shop served over http', () => {
  const { t } = useTestApp();

  it('carry a strict CSP and no HSTS on every kind of answer', async () => {
    const customer = await insertUser(t, { role: 'customer' });
    const burger = await insertProduct(t, { type: 'burgers', name: 'Clásica', price: 5000 });
    const order = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    for (const path of [
      '/api/health',
      '/api/products',
      '/api/nada',
      `/api/sandbox/checkout/${order.preferenceId}`,
      '/api/newsletter/unsubscribe/x',
    ]) {
      const response = await fetch(`${t.baseUrl}${path}`);
      expectStrictHeaders(response, path);
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('allow inline styles on the API documentation alone (Swagger UI injects them), never inline scripts', async () => {
    const docs = await fetch(`${t.baseUrl}/api/docs/static/index.html`);
    const csp = cspOf(docs);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('serve the sandbox checkout and the unsubscribe page without inline script or style', async () => {
    const customer = await insertUser(t, { role: 'customer' });
    const burger = await insertProduct(t, { type: 'burgers', name: 'Doble', price: 7000 });
    const order = await checkout(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    const pages = [`/api/sandbox/checkout/${order.preferenceId}`, '/api/newsletter/unsubscribe/x'];
    for (const path of pages) {
      const html = await (await fetch(`${t.baseUrl}${path}`)).text();
      expect(html, path).not.toMatch(/<style|<script>|<script [^>]*>[^<]+<\/script>|\son[a-z]+=|style="/);
      for (const asset of html.matchAll(/(?:href|src)="(\/api\/[^"]+\.(?:css|js))"/g)) {
        const response = await fetch(`${t.baseUrl}${asset[1]}`);
        expect(response.status, asset[1]).toBe(200);
        expect(response.headers.get('content-type'), asset[1]).toMatch(/text\/(css|javascript)/);
      }
    }
  });
});

describe('security headers on a shop served over https', () => {
  const { t } = useTestApp({ PUBLIC_URL: 'https://burgers.example', PAYMENTS: 'sandbox' });

  it('add Strict-Transport-Security', async () => {
    const response = await fetch(`${t.baseUrl}/api/health`);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expectStrictHeaders(response, 'https');
  });
});
