import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload, type CryptoKey } from 'jose';

/**
 * A small OpenID provider for tests, built with jose, that signs whatever ID token a test asks for.
 * oidc-provider is a certified implementation and cannot be made to issue a token for the wrong
 * audience or issuer, an expired one or one carrying another sign-in's nonce; this one can, so the
 * shop's verification is tested against each defect. It does check PKCE, as a real provider would.
 */
export interface FakeIssuer {
  issuer: string;
  clientId: string;
  /** Claims (or removals, with undefined) for the next ID tokens, merged over correct ones. */
  tokenClaims: Record<string, unknown>;
  /** Sign with a key that is not in the published JWKS. */
  signWithUnknownKey: boolean;
  /** Every nonce this provider saw in an authorization request, oldest first. */
  nonces: string[];
  /** Plays the provider's sign-in page: answers the authorization URL with the redirect back to the shop. */
  authorize(authorizationUrl: string): Promise<string>;
  close(): Promise<void>;
}

interface PendingCode {
  nonce: string;
  codeChallenge: string;
  redirectUri: string;
}

export async function startFakeIssuer(options: { clientId?: string; subject?: string } = {}): Promise<FakeIssuer> {
  const clientId = options.clientId ?? 'burgers-test-client';
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const unknown = await generateKeyPair('RS256');
  const kid = 'test-key';
  const codes = new Map<string, PendingCode>();
  let issuer = '';

  const fake: FakeIssuer = {
    issuer: '',
    clientId,
    tokenClaims: {},
    signWithUnknownKey: false,
    nonces: [],
    async authorize(authorizationUrl) {
      const url = new URL(authorizationUrl);
      const params = url.searchParams;
      const redirectUri = params.get('redirect_uri') ?? '';
      const code = randomBytes(16).toString('hex');
      const nonce = params.get('nonce') ?? '';
      fake.nonces.push(nonce);
      codes.set(code, { nonce, codeChallenge: params.get('code_challenge') ?? '', redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', params.get('state') ?? '');
      return back.href;
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  async function idToken(pending: PendingCode): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = {
      iss: issuer,
      aud: clientId,
      sub: options.subject ?? 'fake-subject-1',
      nonce: pending.nonce,
      iat: now,
      exp: now + 300,
      email: 'persona@correo.test',
      email_verified: true,
      given_name: 'Paula',
      family_name: 'Proveedora',
      ...fake.tokenClaims,
    };
    for (const [name, value] of Object.entries(claims)) if (value === undefined) delete claims[name];
    const key: CryptoKey = fake.signWithUnknownKey ? unknown.privateKey : privateKey;
    return new SignJWT(claims as JWTPayload).setProtectedHeader({ alg: 'RS256', kid }).sign(key);
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        end_session_endpoint: `${issuer}/logout`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (url.pathname === '/jwks') {
      void exportJWK(publicKey).then((jwk) => json(200, { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] }));
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const pending = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (
          !pending ||
          form.get('client_id') !== clientId ||
          challenge !== pending.codeChallenge ||
          form.get('redirect_uri') !== pending.redirectUri
        ) {
          return json(400, { error: 'invalid_grant' });
        }
        void idToken(pending).then((token) =>
          json(200, { access_token: 'fake-access-token', token_type: 'Bearer', expires_in: 300, id_token: token }),
        );
      });
      return;
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.issuer = issuer;
  return fake;
}
