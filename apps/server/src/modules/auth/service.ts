import type { FastifyBaseLogger } from 'fastify';
import type { ChangePasswordRequest, RegisterData } from '@burgers/domain/schemas/account';
import { activationMail, passwordResetMail } from '#adapters/mail/templates';
import type { AppContext } from '#context';
import type { Tx } from '#db/client';
import { revokedSessionKey, type UserRow } from '#http/auth';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '#lib/errors';
import { hashPassword, verifyPassword } from '#lib/passwords';
import { messages } from '#messages';
import * as attempts from './login-attempts-repo';
import { countMailRequest } from './mail-limits';
import { hashMailToken, newMailToken } from './mail-tokens';
import * as repo from './repo';
import { toPublicUser, type PublicUser } from '../users/schemas';
import { findUserByEmail, findUserById } from '../users/service';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config' | 'tokens' | 'background'>;

const RESET_LINK_MINUTES = 60;
/**
 * Many customers may share one address (a household, an office, a mobile carrier's NAT), so an IP
 * gets several times the attempts of one account before it is stopped.
 */
const IP_LIMIT_FACTOR = 5;
/** Registrations of one pending address kept: a contested activation checks the password against each. */
const MAX_PENDING_REGISTRATIONS = 10;

const emailKey = (email: string) => `email:${email.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Counts one attempt under each key in the attempts table every instance shares: the login and
 * mail limits here, other modules' limits (uploads) through this. `forget` takes the attempt back.
 */
export function recordAndCountAttempts(
  db: Tx,
  keys: string[],
  windowMinutes: number,
): Promise<attempts.RecordedAttempt> {
  return attempts.recordAndCountAttempts(db, keys, windowMinutes);
}

const activationUrl = (ctx: Ctx, token: string) => `${ctx.config.publicUrl}/activateAcount/${token}`;

/**
 * Registers a customer (whatever role the body names), inactive until a mailed link is opened.
 * An address whose account was never activated may register again: a lost mail must not lock it
 * out. Each registration keeps its own names, password and link; once an address has more than one,
 * its activation asks for the password (see `activate`), so whoever registered first cannot have
 * their password activated by the owner's click.
 */
export async function register(ctx: Ctx, input: RegisterData, ip: string, log: FastifyBaseLogger): Promise<PublicUser> {
  await countMailRequest(ctx, { purpose: 'account', address: input.email, ip });
  const existing = await findUserByEmail(ctx.db, input.email);
  // An active account, or one an admin deactivated, keeps its address.
  if (existing && (existing.activatedAt || existing.deletedAt)) throw conflict(messages.emailTaken);
  const { token, tokenHash } = newMailToken();
  const { firstName, lastName } = input;
  const passwordHash = await hashPassword(input.password);
  const saved = await ctx.db.transaction(async (tx) => {
    const user = existing ?? (await repo.insertCustomer(tx, { firstName, lastName, email: input.email, passwordHash }));
    if (!user) return undefined;
    const registrationId = await repo.insertRegistration(tx, user.id, { firstName, lastName, passwordHash });
    await repo.trimRegistrations(tx, user.id, MAX_PENDING_REGISTRATIONS);
    await repo.insertToken(tx, { userId: user.id, purpose: 'activation', tokenHash });
    return { user, registrationId };
  });
  if (!saved) throw conflict(messages.emailTaken);
  const { user, registrationId } = saved;

  try {
    await ctx.mailer.send({
      to: user.email,
      ...activationMail(firstName, activationUrl(ctx, token)),
      secrets: [token],
    });
  } catch (error) {
    log.error({ err: error }, 'activation mail failed');
    // Without the mail this registration could never be activated; dropping it lets the person register again.
    if (existing) {
      await repo.deleteRegistration(ctx.db, registrationId);
      await repo.deleteToken(ctx.db, tokenHash);
    } else {
      await repo.deleteUser(ctx.db, user.id);
    }
    throw new HttpError(502, messages.mailNotSent);
  }
  return { ...toPublicUser(user), firstName, lastName };
}

export type ActivationOutcome = { result: 0 | 1 } | { needsPassword: true };

/**
 * 1 when this link activated the account, 0 when it was active already (docs/product/accounts.md#activation). A link proves
 * the mailbox; when the address was registered more than once before activation, it does not tell
 * whose password to activate, so the password chosen at registration is asked for: without it the
 * answer is `needsPassword`, with it the registration it matches is activated (checked like a login,
 * under the login limit).
 */
export async function activate(
  ctx: Ctx,
  token: string,
  password: string | undefined,
  ip: string,
): Promise<ActivationOutcome> {
  const tokenHash = hashMailToken(token);
  const userId = await repo.findTokenUser(ctx.db, 'activation', tokenHash);
  const user = userId ? await findUserById(ctx.db, userId) : undefined;
  if (!user) throw notFound(messages.activationLinkUnknown);
  if (user.activatedAt) {
    await repo.markTokenUsed(ctx.db, tokenHash);
    return { result: 0 };
  }

  const registrations = await repo.findRegistrations(ctx.db, user.id);
  let chosen = registrations[0];
  if (registrations.length > 1) {
    if (password === undefined) return { needsPassword: true };
    chosen = await registrationWithPassword(ctx, user.email, registrations, password, ip);
  }
  const activated = await ctx.db.transaction(async (tx) => {
    const done = await repo.activateAccount(tx, user.id, chosen);
    await repo.markTokenUsed(tx, tokenHash);
    return done;
  });
  return { result: activated ? 1 : 0 };
}

async function registrationWithPassword(
  ctx: Ctx,
  email: string,
  registrations: repo.Registration[],
  password: string,
  ip: string,
): Promise<repo.Registration> {
  const attempt = await countPasswordAttempt(ctx, email, ip);
  for (const registration of registrations) {
    if (await verifyPassword(registration.passwordHash, password)) {
      await attempt.forget();
      return registration;
    }
  }
  throw unauthorized(messages.activationPasswordWrong);
}

/** One password check against the login limit of the address and the IP; 429 past it. */
async function countPasswordAttempt(ctx: Ctx, email: string, ip: string) {
  const { loginMaxAttempts: max, loginWindowMinutes: window } = ctx.config;
  const forEmail = emailKey(email);
  const forIp = ipKey(ip);
  // Recorded before the password is checked, so concurrent attempts count each other.
  const attempt = await attempts.recordAndCountAttempts(ctx.db, [forEmail, forIp], window);
  if ((attempt.counts.get(forEmail) ?? 0) > max || (attempt.counts.get(forIp) ?? 0) > max * IP_LIMIT_FACTOR) {
    // Refused unchecked: it does not stretch the lock-out.
    await attempt.forget();
    throw new HttpError(429, messages.tooManyRequests);
  }
  return attempt;
}

let dummyHash: Promise<string> | undefined;
/** Verifies against a throwaway hash so an unknown address takes as long as a wrong password. */
async function spendVerifyTime(password: string): Promise<false> {
  dummyHash ??= hashPassword('burgers-devoto-no-account');
  await verifyPassword(await dummyHash, password);
  return false;
}

export interface LoginResult {
  user: PublicUser;
  data: { token: string };
}

export async function login(ctx: Ctx, input: { email: string; password: string }, ip: string): Promise<LoginResult> {
  const attempt = await countPasswordAttempt(ctx, input.email, ip);
  const user = await findUserByEmail(ctx.db, input.email);
  const valid = user ? await passwordMatches(ctx, user, input.password) : await spendVerifyTime(input.password);
  // A failed attempt stays recorded; a right password is not held against the address or the IP.
  if (!user || !valid) throw unauthorized(messages.invalidCredentials);
  await attempt.forget();
  // Only someone who knows the password learns the account's state.
  if (user.deletedAt) throw unauthorized(messages.inactiveUser);
  if (!user.activatedAt) throw unauthorized(messages.accountNotActivated);

  await attempts.clearAttempts(ctx.db, emailKey(input.email));
  return { user: toPublicUser(user), data: { token: await ctx.tokens.sign(user.id) } };
}

/**
 * The account's password; for an account not activated yet, the password of any of its
 * registrations too, so whoever registered is told to activate rather than that the password is wrong.
 */
async function passwordMatches(ctx: Ctx, user: UserRow, password: string): Promise<boolean> {
  if (user.passwordHash && (await verifyPassword(user.passwordHash, password))) return true;
  if (user.activatedAt || user.deletedAt) return false;
  for (const registration of await repo.findRegistrations(ctx.db, user.id)) {
    if (registration.passwordHash === user.passwordHash) continue;
    if (await verifyPassword(registration.passwordHash, password)) return true;
  }
  return false;
}

/**
 * Counts the request under the mail limit, then answers; the reset link is made and mailed after
 * the answer, and only for a known, active address. Before the answer the work is the same
 * whoever asks (the limit's count), so neither the answer nor its timing tells who has an account;
 * a failed mail is only logged.
 */
export async function requestPasswordReset(ctx: Ctx, email: string, ip: string): Promise<void> {
  await countMailRequest(ctx, { purpose: 'account', address: email, ip });
  ctx.background.run('password reset mail', async () => {
    const user = await findUserByEmail(ctx.db, email);
    if (!user || !user.activatedAt || user.deletedAt) return;
    const { token, tokenHash } = newMailToken();
    await repo.insertToken(ctx.db, {
      userId: user.id,
      purpose: 'password_reset',
      tokenHash,
      validForMinutes: RESET_LINK_MINUTES,
    });
    const url = `${ctx.config.publicUrl}/resetPassword/${token}`;
    await ctx.mailer.send({ to: user.email, ...passwordResetMail(user.firstName, url), secrets: [token] });
  });
}

/**
 * Another activation link for an address registered and not activated yet, mailed after the
 * answer like a reset link: the answer is the same whether the address exists, is active or not.
 * It adds a link, not a registration, so it never makes an address contested.
 */
export async function resendActivation(ctx: Ctx, email: string, ip: string): Promise<void> {
  await countMailRequest(ctx, { purpose: 'account', address: email, ip });
  ctx.background.run('activation mail (resent)', async () => {
    const user = await findUserByEmail(ctx.db, email);
    if (!user || user.activatedAt || user.deletedAt) return;
    const [newest] = await repo.findRegistrations(ctx.db, user.id);
    const { token, tokenHash } = newMailToken();
    await repo.insertToken(ctx.db, { userId: user.id, purpose: 'activation', tokenHash });
    const firstName = newest?.firstName ?? user.firstName;
    await ctx.mailer.send({
      to: user.email,
      ...activationMail(firstName, activationUrl(ctx, token)),
      secrets: [token],
    });
  });
}

/** Sets a new password from a reset link: valid for an hour, once; the account's other links stop working. */
export async function resetPassword(ctx: Ctx, input: { token: string; password: string }): Promise<void> {
  const tokenHash = hashMailToken(input.token);
  // Checked before hashing, so made-up tokens cost no argon2 work.
  if (!(await repo.findUsableResetToken(ctx.db, tokenHash))) throw badRequest(messages.resetLinkInvalid);
  const passwordHash = await hashPassword(input.password);

  const user = await ctx.db.transaction(async (tx) => {
    const userId = await repo.consumeResetToken(tx, tokenHash);
    const owner = userId ? await findUserById(tx, userId) : undefined;
    // Throwing rolls the token back: a deactivated account keeps its link unused.
    if (!owner || owner.deletedAt) throw badRequest(messages.resetLinkInvalid);
    await repo.expireResetTokens(tx, owner.id);
    // Whoever else was signed in (maybe the reason for the reset) is signed out.
    return repo.setPassword(tx, owner.id, passwordHash, new Date());
  });
  if (user) await attempts.clearAttempts(ctx.db, emailKey(user.email));
}

/**
 * Changes the password and signs every other session out. The caller gets a new token, issued
 * after the change, so the browser that made the change stays signed in.
 */
export async function changePassword(
  ctx: Ctx,
  user: UserRow,
  input: ChangePasswordRequest,
): Promise<{ token: string }> {
  const matches = user.passwordHash ? await verifyPassword(user.passwordHash, input.passwordOld) : false;
  if (!matches) throw badRequest(messages.wrongCurrentPassword);
  await repo.setPassword(ctx.db, user.id, await hashPassword(input.passwordNew), new Date());
  return { token: await ctx.tokens.sign(user.id) };
}

/** Ends the session of this token on every server instance; the account's other sessions go on. */
export async function logout(ctx: Ctx, token: string): Promise<void> {
  const session = await ctx.tokens.verify(token);
  if (!session) throw unauthorized(messages.invalidSession);
  await repo.revokeSession(ctx.db, revokedSessionKey(session), new Date(session.expiresAt));
}
