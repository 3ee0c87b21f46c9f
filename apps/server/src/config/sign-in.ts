import { z } from 'zod';

/** Variables of social sign-in (OpenID Connect). */
export const signInEnvShape = {
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_PROVIDER_NAME: z.string().trim().min(1).max(40).optional(),
  OIDC_SCOPES: z.string().trim().min(1).default('openid email profile'),
  OIDC_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .default(true),
};

type SignInEnv = z.output<z.ZodObject<typeof signInEnvShape>>;

/**
 * Social sign-in: an external OpenID provider (OIDC_ISSUER), the built-in demo provider served
 * under /demo-idp, or none. The demo's issuer follows publicUrl, so it is not fixed here.
 */
export type SocialLogin =
  | { kind: 'provider'; issuer: string; clientId: string; clientSecret?: string; name: string; scopes: string }
  | { kind: 'demo'; name: string; scopes: string }
  | { kind: 'off' };

export function socialLoginFrom(e: SignInEnv): SocialLogin {
  if (e.OIDC_ISSUER) {
    if (!e.OIDC_CLIENT_ID) throw new Error('Invalid configuration: OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
    const { protocol, hostname } = new URL(e.OIDC_ISSUER);
    if (protocol !== 'https:' && !['localhost', '127.0.0.1', '[::1]'].includes(hostname)) {
      throw new Error('Invalid configuration: OIDC_ISSUER must be an https:// address');
    }
    const scopes = e.OIDC_SCOPES.split(/\s+/);
    if (!scopes.includes('openid')) throw new Error("Invalid configuration: OIDC_SCOPES must include 'openid'");
    return {
      kind: 'provider',
      issuer: e.OIDC_ISSUER,
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
      name: e.OIDC_PROVIDER_NAME ?? new URL(e.OIDC_ISSUER).host,
      scopes: scopes.join(' '),
    };
  }
  if (!e.OIDC_DEMO) return { kind: 'off' };
  return { kind: 'demo', name: 'Demo', scopes: 'openid email profile' };
}
