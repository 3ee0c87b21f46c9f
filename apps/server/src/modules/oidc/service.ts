import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { toPersonName } from '@burgers/domain/schemas/fields';
import type { IdentityProvider, VerifiedIdentity } from '#adapters/identity/oidc-client';
import type { AppContext } from '#context';
import type { UserRow } from '#http/auth';
import { badRequest, unauthorized } from '#lib/errors';
import { messages } from '#messages';
import * as repo from './repo';
import type { LoginResult } from '../auth/service';
import { toPublicUser } from '../users/schemas';
import { findUserByEmail, findUserById } from '../users/service';

type Ctx = Pick<AppContext, 'db' | 'tokens'>;

/** How long a started sign-in may take at the provider. */
export const TRANSACTION_SECONDS = 10 * 60;
/** How long the web app has to exchange the code the callback hands it. */
export const LOGIN_CODE_SECONDS = 60;

/** Why a sign-in failed, as the web app learns it from the redirect (never more detail than that). */
export type SocialLoginFailure = 'failed' | 'account_exists';

export class SocialLoginError extends Error {
  constructor(
    readonly reason: SocialLoginFailure,
    detail: string,
  ) {
    super(detail);
    this.name = 'SocialLoginError';
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const emailSchema = z.string().email().max(254);

export interface StartedSignIn {
  url: URL;
  /** Also set in the browser's cookie, so the callback can tell it is the same browser. */
  state: string;
}

/** Starts the authorization code flow with PKCE (S256), state and nonce, remembered on the server. */
export async function startSignIn(ctx: Ctx, identity: IdentityProvider, redirectUri: string): Promise<StartedSignIn> {
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const codeChallenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
  const url = await identity.authorizationUrl({ state, nonce, codeChallenge, redirectUri });
  await repo.saveTransaction(ctx.db, {
    stateHash: sha256(state),
    nonce,
    codeVerifier,
    validForSeconds: TRANSACTION_SECONDS,
  });
  return { url, state };
}

function sameState(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks the provider's answer and returns a single-use login code for the web app. The state must
 * match this browser's cookie and a stored, unused, unexpired sign-in; the ID token must verify.
 */
export async function finishSignIn(
  ctx: Ctx,
  identity: IdentityProvider,
  callbackUrl: URL,
  browserState: string | undefined,
  log: FastifyBaseLogger,
): Promise<string> {
  const state = callbackUrl.searchParams.get('state');
  if (!state || !browserState || !sameState(state, browserState))
    throw new SocialLoginError('failed', 'state does not match this browser');
  const checks = await repo.consumeTransaction(ctx.db, sha256(state));
  if (!checks) throw new SocialLoginError('failed', 'unknown, used or expired state');
  const providerError = callbackUrl.searchParams.get('error');
  if (providerError) throw new SocialLoginError('failed', `the provider answered ${providerError.slice(0, 100)}`);

  let verified: VerifiedIdentity;
  try {
    verified = await identity.verifyCallback(callbackUrl, { state, ...checks });
  } catch (error) {
    log.warn({ err: error }, 'social sign-in: the provider answer did not verify');
    throw new SocialLoginError('failed', 'the ID token did not verify');
  }
  const user = await accountFor(ctx, verified);
  const code = randomBytes(32).toString('base64url');
  await repo.saveLoginCode(ctx.db, { codeHash: sha256(code), userId: user.id, validForSeconds: LOGIN_CODE_SECONDS });
  return code;
}

/** Only an active customer signs in this way: staff accounts keep their passwords. */
const isActiveCustomer = (user: UserRow) =>
  user.role === 'customer' && user.activatedAt !== null && user.deletedAt === null;

/** An http(s) picture address, or none. */
function pictureFrom(picture: string | undefined): string | null {
  if (!picture || picture.length > 1000) return null;
  try {
    const { protocol } = new URL(picture);
    return protocol === 'https:' || protocol === 'http:' ? picture : null;
  } catch {
    return null;
  }
}

/**
 * The account of an (issuer, subject): the linked one; else an existing account with that email, only
 * when the provider vouches for the email and the account is an active customer; else a new customer
 * without a password. Names and picture are taken on this first sign-in only.
 */
async function accountFor(ctx: Ctx, identity: VerifiedIdentity): Promise<UserRow> {
  const linked = await repo.findLinkedUser(ctx.db, identity.issuer, identity.subject);
  if (linked) {
    if (!isActiveCustomer(linked)) throw new SocialLoginError('failed', 'the linked account is not an active customer');
    return linked;
  }
  const email = identity.email;
  if (!email || !emailSchema.safeParse(email).success)
    throw new SocialLoginError('failed', 'the provider sent no usable email');

  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    if (!identity.emailVerified || !isActiveCustomer(existing)) {
      throw new SocialLoginError('account_exists', 'the email belongs to an account this provider may not sign in to');
    }
    await repo.linkIdentity(ctx.db, { issuer: identity.issuer, subject: identity.subject, userId: existing.id });
    return existing;
  }

  const created = await ctx.db.transaction(async (tx) => {
    const user = await repo.insertSocialCustomer(tx, {
      // Held to the registration form's pattern and length: a name is shown, printed and exported.
      firstName: toPersonName(identity.givenName ?? '') || toPersonName(email.split('@')[0] ?? '') || 'Cliente',
      lastName: toPersonName(identity.familyName ?? ''),
      email,
      imgUri: pictureFrom(identity.picture),
    });
    if (user) await repo.linkIdentity(tx, { issuer: identity.issuer, subject: identity.subject, userId: user.id });
    return user;
  });
  if (created) return created;
  // The same person signing in twice at once: the other sign-in created and linked the account.
  const raced = await repo.findLinkedUser(ctx.db, identity.issuer, identity.subject);
  if (raced && isActiveCustomer(raced)) return raced;
  throw new SocialLoginError('account_exists', 'the email was taken meanwhile');
}

/** The web app's half: a login code for the same answer as POST /login. */
export async function exchangeLoginCode(ctx: Ctx, code: string): Promise<LoginResult> {
  const userId = await repo.consumeLoginCode(ctx.db, sha256(code));
  if (!userId) throw badRequest(messages.socialLoginCodeInvalid);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw badRequest(messages.socialLoginCodeInvalid);
  if (!isActiveCustomer(user)) throw unauthorized(messages.inactiveUser);
  return { user: toPublicUser(user), data: { token: await ctx.tokens.sign(user.id) } };
}
