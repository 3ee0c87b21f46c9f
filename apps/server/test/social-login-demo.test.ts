import { describe, expect, it } from 'vitest';
import { TestBrowser } from './support/oidc-browser';
import { useTestApp } from './support/test-app';

describe('smoke', () => {
  const { t, api } = useTestApp();
  it('signs in with the demo provider', async () => {
    const browser = new TestBrowser(t.baseUrl);
    const page = await browser.follow(`${t.baseUrl}/api/login/oidc/start`);
    console.log(page.url, page.response?.status);
    const html = await page.response!.text();
    console.log(html.slice(0, 3000));
    const done = await browser.follow(`${page.url}/login`, { method: 'POST', form: { email: 'ana@correo.test', given_name: 'Ana', family_name: 'Sosa' } });
    console.log(done.url, done.response?.status, await done.response?.text());
    const code = new URL(done.url).hash.replace('#code=', '');
    const res = await api('POST', '/login/oidc/exchange', { body: { code } });
    console.log(res);
    expect(res.status).toBe(200);
  });
});
