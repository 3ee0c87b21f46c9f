import * as oidc from 'openid-client';

/** What the shop takes from a verified ID token (docs/product/accounts.md#social-sign-in: given_name, family_name, email, picture). */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  picture?: string;
}

export interface SignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The shop as an OpenID relying party: one provider, discovered from its issuer. */
export interface IdentityProvider {
  /** The name on the login button. */
  readonly name: string;
  authorizationUrl(params: { state: string; nonce: string; codeChallenge: string; redirectUri: string }): Promise<URL>;
  /** Redeems the code and verifies the ID token: signature (JWKS), iss, aud, exp, iat and nonce. Throws when anything is off. */
  verifyCallback(callbackUrl: URL, checks: SignInChecks): Promise<VerifiedIdentity>;
  /** RP-initiated logout, when the provider offers an end-session endpoint. */
  endSessionUrl(postLogoutRedirectUri: string): Promise<URL | undefined>;
}

export interface IdentityProviderOptions {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  scopes: string;
  /** Plain HTTP is only for a provider on this machine (the demo, tests); real providers use HTTPS. */
  allowHttp: boolean;
  /** How the shop reaches the provider; the demo provider is reached inside the same process. */
  fetch?: oidc.CustomFetch;
}

const optionalString = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * The options are read on first use: the demo provider's issuer is the shop's own address, which
 * tests learn only once the server listens.
 */
export function createIdentityProvider(name: string, resolveOptions: () => IdentityProviderOptions): IdentityProvider {
  let discovered: Promise<oidc.Configuration> | undefined;
  let resolved: IdentityProviderOptions | undefined;
  const options = () => (resolved ??= resolveOptions());
  /** Discovered on first use and kept; a failed discovery is tried again on the next sign-in. */
  function configuration(): Promise<oidc.Configuration> {
    discovered ??= discover(options());
    return discovered;
  }
  function discover(options: IdentityProviderOptions): Promise<oidc.Configuration> {
    return oidc
      .discovery(
        new URL(options.issuer),
        options.clientId,
        // A public client (no secret) authenticates with PKCE alone.
        options.clientSecret ? { client_secret: options.clientSecret } : { token_endpoint_auth_method: 'none' },
        options.clientSecret ? oidc.ClientSecretPost(options.clientSecret) : oidc.None(),
        {
          ...(options.fetch ? { [oidc.customFetch]: options.fetch } : {}),
          execute: [
            // Check the ID token's signature against the provider's JWKS too, not only its claims.
            oidc.enableNonRepudiationChecks,
            ...(options.allowHttp ? [oidc.allowInsecureRequests] : []),
          ],
        },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
  }

  return {
    name,
    async authorizationUrl({ state, nonce, codeChallenge, redirectUri }) {
      const config = await configuration();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: options().scopes,
        response_type: 'code',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        state,
        nonce,
      });
    },
    async verifyCallback(callbackUrl, checks) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider sent no ID token');
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: optionalString(claims.email)?.toLowerCase(),
        emailVerified: claims.email_verified === true,
        givenName: optionalString(claims.given_name),
        familyName: optionalString(claims.family_name),
        picture: optionalString(claims.picture),
      };
    },
    async endSessionUrl(postLogoutRedirectUri) {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return undefined;
      return oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: postLogoutRedirectUri });
    },
  };
}

/** Discovery of a provider on plain HTTP is only accepted on this machine. */
export function isLoopbackUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}
