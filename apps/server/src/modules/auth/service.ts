import type { FastifyBaseLogger } from 'fastify';
import type { ChangePasswordRequest, RegisterData } from '@burgers/domain/schemas/account';
import { activationMail, passwordResetMail } from '../../adapters/mail/templates';
import type { AppContext } from '../../context';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { messages } from '../../messages';
import { sessionTokenHash, type UserRow } from '../../plugins/auth';
import { findUserByEmail, findUserById } from '../users/repo';
import { toPublicUser, type PublicUser } from '../users/schemas';
import { clearAttempts, recordAndCountAttempts } from './login-attempts';
import { hashMailToken, newMailToken } from './mail-tokens';
import * as repo from './repo';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config' | 'tokens'>;

const RESET_LINK_MINUTES = 60;
/**
 * Many customers may share one address (a household, an office, a mobile carrier's NAT), so an IP
 * gets several times the attempts of one account before it is stopped.
 */
const IP_LIMIT_FACTOR = 5;

const emailKey = (email: string) => `email:${email.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;
const recoveryKey = (email: string) => `recovery:${email.toLowerCase()}`;

/**
 * Registers a customer (whatever role the body names), inactive until the mailed link is opened.
 * An address whose account was never activated may register again: a lost mail must not lock it
 * out, so a fresh link is mailed. The pending account keeps its first password and names: whoever
 * registers again cannot choose the password the owner's link would then activate.
 */
export async function register(ctx: Ctx, input: RegisterData, log: FastifyBaseLogger): Promise<PublicUser> {
  const existing = await findUserByEmail(ctx.db, input.email);
  // An active account, or one an admin deactivated, keeps its address.
  if (existing && (existing.activatedAt || existing.deletedAt)) throw conflict(messages.emailTaken);
  const { token, tokenHash } = newMailToken();
  const passwordHash = existing ? undefined : await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    const { firstName, lastName } = input;
    const saved =
      existing ?? (passwordHash ? await repo.insertCustomer(tx, { firstName, lastName, email: input.email, passwordHash }) : undefined);
    if (!saved) return undefined;
    if (existing) await repo.deleteActivationTokens(tx, saved.id);
    await repo.insertToken(tx, { userId: saved.id, purpose: 'activation', tokenHash });
    return saved;
  });
  if (!user) throw conflict(messages.emailTaken);

  try {
    await ctx.mailer.send({ to: user.email, ...activationMail(user.firstName, `${ctx.config.publicUrl}/activateAcount/${token}`) });
  } catch (error) {
    log.error({ err: error }, 'activation mail failed');
    // Without the mail a new account could never be activated; dropping it lets the person register again.
    if (!existing) await repo.deleteUser(ctx.db, user.id);
    throw new HttpError(502, messages.mailNotSent);
  }
  return toPublicUser(user);
}

/** 1 when this link activated the account, 0 when it was active already (SPEC §4). */
export async function activate(ctx: Ctx, token: string): Promise<0 | 1> {
  const tokenHash = hashMailToken(token);
  const userId = await repo.findTokenUser(ctx.db, 'activation', tokenHash);
  if (!userId) throw notFound(messages.activationLinkUnknown);
  return ctx.db.transaction(async (tx) => {
    const activated = await repo.activateUser(tx, userId);
    await repo.markTokenUsed(tx, tokenHash);
    return activated ? 1 : 0;
  });
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
  const { loginMaxAttempts: max, loginWindowMinutes: window } = ctx.config;
  const forEmail = emailKey(input.email);
  const forIp = ipKey(ip);
  // Recorded before the password is checked, so concurrent attempts count each other.
  const attempt = await recordAndCountAttempts(ctx.db, [forEmail, forIp], window);
  if ((attempt.counts.get(forEmail) ?? 0) > max || (attempt.counts.get(forIp) ?? 0) > max * IP_LIMIT_FACTOR) {
    // Refused unchecked: it does not stretch the lock-out.
    await attempt.forget();
    throw new HttpError(429, messages.tooManyRequests);
  }

  const user = await findUserByEmail(ctx.db, input.email);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await spendVerifyTime(input.password);
  // A failed attempt stays recorded; a right password is not held against the address or the IP.
  if (!user || !valid) throw unauthorized(messages.invalidCredentials);
  await attempt.forget();
  // Only someone who knows the password learns the account's state.
  if (user.deletedAt) throw unauthorized(messages.inactiveUser);
  if (!user.activatedAt) throw unauthorized(messages.accountNotActivated);

  await clearAttempts(ctx.db, forEmail);
  return { user: toPublicUser(user), data: { token: await ctx.tokens.sign(user.id) } };
}

/**
 * Mails a reset link to a known, active address. The caller answers the same either way, and a
 * failed mail is only logged, so nobody learns from the answer who has an account.
 */
export async function requestPasswordReset(ctx: Ctx, email: string, log: FastifyBaseLogger): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || !user.activatedAt || user.deletedAt) return;

  // A cap per address keeps the form from being used to flood someone's inbox.
  const key = recoveryKey(user.email);
  const window = ctx.config.loginWindowMinutes;
  const attempt = await recordAndCountAttempts(ctx.db, [key], window);
  if ((attempt.counts.get(key) ?? 0) > ctx.config.loginMaxAttempts) {
    await attempt.forget();
    log.warn({ userId: user.id }, 'password recovery limit reached');
    return;
  }

  const { token, tokenHash } = newMailToken();
  await repo.insertToken(ctx.db, {
    userId: user.id,
    purpose: 'password_reset',
    tokenHash,
    validForMinutes: RESET_LINK_MINUTES,
  });
  try {
    await ctx.mailer.send({ to: user.email, ...passwordResetMail(user.firstName, `${ctx.config.publicUrl}/resetPassword/${token}`) });
  } catch (error) {
    log.error({ err: error }, 'password reset mail failed');
  }
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
  if (user) await clearAttempts(ctx.db, emailKey(user.email));
}

/**
 * Changes the password and signs every other session out. The caller gets a new token, issued
 * after the change, so the browser that made the change stays signed in.
 */
export async function changePassword(ctx: Ctx, user: UserRow, input: ChangePasswordRequest): Promise<{ token: string }> {
  const matches = user.passwordHash ? await verifyPassword(user.passwordHash, input.passwordOld) : false;
  if (!matches) throw badRequest(messages.wrongCurrentPassword);
  await repo.setPassword(ctx.db, user.id, await hashPassword(input.passwordNew), new Date());
  return { token: await ctx.tokens.sign(user.id) };
}

/** Ends the session of this token on every server instance; the account's other sessions go on. */
export async function logout(ctx: Ctx, token: string): Promise<void> {
  const session = await ctx.tokens.verify(token);
  if (!session) throw unauthorized(messages.invalidSession);
  await repo.revokeSession(ctx.db, sessionTokenHash(token), new Date(session.expiresAt));
}
