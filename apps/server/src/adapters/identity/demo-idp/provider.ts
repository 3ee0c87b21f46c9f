import { createHash } from 'node:crypto';
import Provider, { type Account, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '#db/client';
import { DEMO_IDP_CSP } from './assets';
import { DEMO_CLIENT_ID, DEMO_IDP_PATH, demoIssuer } from './constants';
import { errorPage, logoutPage } from './pages';
import { createDemoIdpAdapter, findDemoAccount, loadDemoIdpSecrets } from './store';

export interface DemoIdpOptions {
  db: Db;
  /** The shop's public address; the issuer is `${publicUrl}/demo-idp`. */
  publicUrl: string;
  /** Believe X-Forwarded-Proto/Host, as the shop does, when a proxy sits in front. */
  behindProxy: boolean;
}

/** The same email always gets the same subject, on every instance and after any restart. */
export function demoSubject(email: string): string {
  return createHash('sha256').update(`burgers-devoto-demo:${email.trim().toLowerCase()}`).digest('hex').slice(0, 32);
}

const initialsOf = (givenName: string, familyName: string) =>
  `${givenName.trim().charAt(0)}${familyName.trim().charAt(0)}`.toUpperCase() || '?';

export function demoAvatarUrl(publicUrl: string, subject: string): string {
  return `${demoIssuer(publicUrl)}/avatar/${subject}.svg`;
}

export async function demoInitials(db: Db, subject: string): Promise<string> {
  const account = await findDemoAccount(db, subject);
  return account ? initialsOf(account.givenName, account.familyName) : '?';
}

/**
 * The demo OpenID provider, built with oidc-provider. It asserts whatever the person typed, so it
 * always says `email_verified: false`: the shop never links it to an existing account.
 */
export async function createDemoProvider({ db, publicUrl, behindProxy }: DemoIdpOptions): Promise<Provider> {
  const secrets = await loadDemoIdpSecrets(db);
  const issuer = demoIssuer(publicUrl);
  const provider = new Provider(issuer, {
    adapter: createDemoIdpAdapter(db),
    clients: [
      {
        client_id: DEMO_CLIENT_ID,
        client_name: 'Burgers Devoto',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/api/login/oidc/callback`],
        post_logout_redirect_uris: [`${publicUrl}/`],
      },
    ],
    jwks: { keys: [secrets.signingKey] },
    cookies: { keys: secrets.cookieKeys },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'picture'],
    },
    // The shop reads names and email from the ID token itself.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(DEMO_IDP_PATH, form);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = errorPage(DEMO_IDP_PATH, `${publicUrl}/`, 'Cerraste la sesión del proveedor de prueba.');
        },
      },
    },
    clientBasedCORS: () => false,
    // Short lives: a test provider's session lasts a working day; codes and tokens minutes.
    ttl: {
      Interaction: 10 * 60,
      Session: 8 * 3600,
      Grant: 8 * 3600,
      AuthorizationCode: 60,
      AccessToken: 10 * 60,
      IdToken: 10 * 60,
    },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) =>
        `${DEMO_IDP_PATH}/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string): Promise<Account | undefined> {
      const account = await findDemoAccount(db, sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            email_verified: false,
            given_name: account.givenName,
            family_name: account.familyName,
            name: `${account.givenName} ${account.familyName}`,
            picture: demoAvatarUrl(publicUrl, sub),
          };
        },
      };
    },
    // The shop is the provider's own first-party client: no consent screen after signing in.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new ctx.oidc.provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async renderError(ctx: KoaContextWithOIDC) {
      ctx.type = 'html';
      ctx.body = errorPage(DEMO_IDP_PATH, `${publicUrl}/`);
    },
  });
  provider.proxy = behindProxy;
  provider.use(async (ctx, next) => {
    ctx.set('content-security-policy', DEMO_IDP_CSP);
    await next();
  });
  return provider;
}
