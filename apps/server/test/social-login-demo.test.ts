import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema';
import { TestBrowser } from './support/oidc-browser';
import { startSecondInstance, useTestApp } from './support/test-app';

interface LoginBody {
  user: { id: number; firstName: string; lastName: string; email: string; role: string; imgUri: string | null };
  data: { token: string };
}

const codeIn = (landing: URL) => (landing.hash.startsWith('#code=') ? landing.hash.slice('#code='.length) : undefined);

/** The built-in demo provider (oidc-provider under /demo-idp), as the shop runs it when OIDC_ISSUER is unset. */
describe('social sign-in with the demo provider', () => {
  const { t, api } = useTestApp();
  let count = 0;
  const freshEmail = () => `demo${(count += 1)}-${Date.now()}@correo.test`;

  /** Opens the demo's sign-in page from the shop's start path. */
  async function openSignInPage(browser: TestBrowser) {
    const page = await browser.follow(`${t.baseUrl}/api/login/oidc/start`);
    expect(page.response?.status).toBe(200);
    expect(page.url).toMatch(new RegExp(`^${t.baseUrl}/demo-idp/interaction/[\\w-]+$`));
    return { url: page.url, html: (await page.response?.text()) ?? '' };
  }

  async function signIn(
    browser: TestBrowser,
    person: { email: string; given_name?: string; family_name?: string },
  ): Promise<URL> {
    const page = await openSignInPage(browser);
    const done = await browser.follow(`${page.url}/login`, {
      method: 'POST',
      form: { given_name: 'Ana', family_name: 'Sosa', ...person },
    });
    return new URL(done.url);
  }

  const exchange = (landing: URL) =>
    api<LoginBody>('POST', '/login/oidc/exchange', { body: { code: codeIn(landing) ?? 'none' } });

  it('is offered as "Demo"', async () => {
    expect((await api('GET', '/login/oidc')).body).toEqual({ name: 'Demo' });
  });

  it('shows a Spanish sign-in page that says it is a test provider, with no inline script or style', async () => {
    const { html } = await openSignInPage(new TestBrowser(t.baseUrl));
    expect(html).toContain('proveedor de identidad de prueba');
    for (const [id, label] of [
      ['email', 'Email'],
      ['given_name', 'Nombre'],
      ['family_name', 'Apellido'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
    }
    expect(html).toMatch(/<button[^>]*>Continuar<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancelar<\/button>/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(html).not.toMatch(/<style|\sstyle=/);
    const css = await fetch(`${t.baseUrl}/demo-idp/assets/demo-idp.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('signs a new person in as a customer with the names typed and a generated avatar', async () => {
    const email = freshEmail();
    const landing = await signIn(new TestBrowser(t.baseUrl), { email, given_name: 'Lucía', family_name: 'Ibarra' });
    expect(landing.pathname).toBe('/userlogin/oidc');
    const { status, body } = await exchange(landing);
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ email, firstName: 'Lucía', lastName: 'Ibarra', role: 'customer' });
    const avatar = await fetch(body.user.imgUri ?? '');
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toContain('image/svg+xml');
    expect(await avatar.text()).toContain('>LI</text>');
  });

  it('gives the same email the same account on every sign-in, and another email another account', async () => {
    const email = freshEmail();
    const first = await exchange(await signIn(new TestBrowser(t.baseUrl), { email }));
    const second = await exchange(await signIn(new TestBrowser(t.baseUrl), { email: email.toUpperCase() }));
    const other = await exchange(await signIn(new TestBrowser(t.baseUrl), { email: freshEmail() }));
    expect(second.body.user.id).toBe(first.body.user.id);
    expect(other.body.user.id).not.toBe(first.body.user.id);
  });

  it('never takes over an existing account: it always says email_verified false', async () => {
    await t.app.ctx.db.insert(users).values({
      firstName: 'Sofía',
      lastName: 'Romero',
      email: 'cliente@burgers.test',
      passwordHash: 'x',
      role: 'customer',
      activatedAt: new Date(),
    });
    const landing = await signIn(new TestBrowser(t.baseUrl), { email: 'cliente@burgers.test' });
    expect(landing.pathname).toBe('/userlogin');
    expect(landing.searchParams.get('oidc_error')).toBe('account_exists');
    expect(codeIn(landing)).toBeUndefined();
  });

  it('returns a cancelled sign-in to the shop as a failure, with no code', async () => {
    const browser = new TestBrowser(t.baseUrl);
    const page = await openSignInPage(browser);
    const landing = new URL((await browser.follow(`${page.url}/abort`, { method: 'POST', form: {} })).url);
    expect(landing.pathname).toBe('/userlogin');
    expect(landing.searchParams.get('oidc_error')).toBe('failed');
    expect(codeIn(landing)).toBeUndefined();
  });

  it('asks again for a bad email instead of signing in', async () => {
    const browser = new TestBrowser(t.baseUrl);
    const page = await openSignInPage(browser);
    const response = await browser.request(`${page.url}/login`, {
      method: 'POST',
      form: { email: 'no-es-mail', given_name: 'A', family_name: 'B' },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Escribí un email válido');
  });

  it('ends its session on RP-initiated logout, so the next sign-in shows its page again', async () => {
    const browser = new TestBrowser(t.baseUrl);
    expect(codeIn(await signIn(browser, { email: freshEmail() }))).toBeDefined();

    // While the provider's session lasts, signing in again needs no page.
    const silent = new URL((await browser.follow(`${t.baseUrl}/api/login/oidc/start`)).url);
    expect(codeIn(silent)).toBeDefined();

    const logoutPage = await browser.follow(`${t.baseUrl}/api/login/oidc/logout`);
    const html = (await logoutPage.response?.text()) ?? '';
    expect(html).toContain('<script src="/demo-idp/assets/logout.js" defer></script>');
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const home = await browser.follow(new URL(action, t.baseUrl).href, {
      method: 'POST',
      form: { xsrf, logout: 'yes' },
    });
    expect(home.url).toBe(`${t.baseUrl}/`);

    await openSignInPage(browser);
  });

  describe('with a second instance of the shop on the same database', () => {
    let second: Awaited<ReturnType<typeof startSecondInstance>>;
    let secondUrl = '';
    beforeAll(async () => {
      second = await startSecondInstance(t);
      secondUrl = second.baseUrl;
    });
    afterAll(async () => second?.close());

    it('finishes on one instance a sign-in started on the other', async () => {
      const browser = new TestBrowser(t.baseUrl);
      const page = await openSignInPage(browser);
      browser.via = secondUrl;
      const done = await browser.follow(`${page.url}/login`, {
        method: 'POST',
        form: { email: freshEmail(), given_name: 'Ana', family_name: 'Sosa' },
      });
      const landing = new URL(done.url);
      expect(codeIn(landing)).toBeDefined();
      expect((await exchange(landing)).status).toBe(200);
    });
  });
});

describe('social sign-in turned off', () => {
  const { t, api } = useTestApp({ OIDC_DEMO: 'false' });

  it('offers no provider and serves no demo provider', async () => {
    expect((await api('GET', '/login/oidc')).body).toEqual({ name: null });
    expect((await api('GET', '/login/oidc/start')).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/demo-idp/.well-known/openid-configuration`)).status).toBe(404);
  });
});
