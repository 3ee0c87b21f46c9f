import type { CustomFetch } from 'openid-client';
import type { Config } from '#config';
import { DEMO_CLIENT_ID, demoIssuer } from './demo-idp/constants';
import { createIdentityProvider, isLoopbackUrl, type IdentityProvider } from './oidc-client';

/** Fastify's inject, typed loosely enough to keep this adapter free of the app's types. */
export type InjectRequest = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}) => Promise<{
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  rawPayload: Buffer;
}>;

/**
 * The demo provider lives in this very process: its HTTP calls (discovery, keys, token) are served
 * by injecting them into the app, so they work whatever PUBLIC_URL resolves to from inside a container.
 */
function inProcessFetch(inject: InjectRequest, publicUrl: () => string): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const shop = new URL(publicUrl());
    if (target.origin !== shop.origin) return fetch(url, options as RequestInit);
    const body = options.body;
    const response = await inject({
      method: options.method,
      url: `${target.pathname}${target.search}`,
      headers: {
        ...options.headers,
        host: target.host,
        ...(shop.protocol === 'https:' ? { 'x-forwarded-proto': 'https' } : {}),
      },
      payload: body === undefined || body === null ? undefined : String(body),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    return new Response(response.statusCode === 204 ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}

/** The configured provider, the built-in demo one, or none (SocialLogin in config.ts). */
export function createSocialLogin(config: Config, inject: InjectRequest): IdentityProvider | undefined {
  const social = config.socialLogin;
  if (social.kind === 'off') return undefined;
  if (social.kind === 'provider') {
    return createIdentityProvider(social.name, () => ({
      issuer: social.issuer,
      clientId: social.clientId,
      clientSecret: social.clientSecret,
      scopes: social.scopes,
      allowHttp: isLoopbackUrl(social.issuer),
    }));
  }
  return createIdentityProvider(social.name, () => ({
    issuer: demoIssuer(config.publicUrl),
    clientId: DEMO_CLIENT_ID,
    scopes: social.scopes,
    allowHttp: true,
    fetch: inProcessFetch(inject, () => config.publicUrl),
  }));
}

/** The one line the server logs at start about social sign-in. */
export function describeSocialLogin(config: Config): string {
  const social = config.socialLogin;
  if (social.kind === 'off') return 'Social sign-in: off (OIDC_ISSUER unset and OIDC_DEMO=false)';
  if (social.kind === 'provider') return `Social sign-in: OpenID provider "${social.name}" at ${social.issuer}`;
  return `Social sign-in: built-in demo provider "${social.name}" at ${demoIssuer(config.publicUrl)} (a test provider: set OIDC_ISSUER for a real one)`;
}
