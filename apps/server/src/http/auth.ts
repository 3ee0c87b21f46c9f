import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@burgers/domain/constants';
import type { Config } from '#config';
import type { Db } from '#db/client';
import { forbidden, unauthorized } from '#lib/errors';
import { messages } from '#messages';
// The guards sit below every module, auth's service included (it signs with these tokens), so
// they read the session's user from auth's repository directly.
import { sessionUser, type UserRow } from '#modules/auth/repo';

export type { UserRow };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser; the user as the database has it now. */
    currentUser?: UserRow;
  }
}

export interface VerifiedSession {
  userId: number;
  /** The token's own id (jti): what a logout revokes, however the token's text is spelled. */
  sessionId: string;
  /** When the token was issued, in milliseconds since the epoch. */
  issuedAt: number;
  /** When it expires, in milliseconds since the epoch. */
  expiresAt: number;
}

/**
 * How a revoked session is recorded: a digest of its id (the jti), never of the token's text. One signature
 * has several spellings (base64url's unused trailing bits, a padding `=`) that the token library
 * accepts alike, so a revocation keyed on the text would miss the other spellings.
 */
export function revokedSessionKey(session: Pick<VerifiedSession, 'sessionId'>): string {
  return createHash('sha256').update(`session:${session.sessionId}`).digest('hex');
}

/**
 * The session's identity: its jti (every token this shop signs has one), else the signature's
 * decoded bytes. Either is the same for every spelling of one token, unlike the token's text.
 */
function sessionIdOf(token: string, jti: unknown): string {
  if (typeof jti === 'string' && jti) return jti;
  return `sig:${Buffer.from(token.split('.')[2] ?? '', 'base64url').toString('hex')}`;
}

function legacyTokenTextHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionTokens {
  sign(userId: number): Promise<string>;
  verify(token: string): Promise<VerifiedSession | null>;
}

export function createSessionTokens(config: Pick<Config, 'jwtSecret' | 'sessionTtlHours'>): SessionTokens {
  const key = new TextEncoder().encode(config.jwtSecret);
  return {
    async sign(userId) {
      return (
        new SignJWT({})
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(userId))
          // Two logins in the same millisecond still get tokens of their own, so logout ends only one.
          .setJti(randomUUID())
          // Millisecond precision (JWT allows a fractional iat), so a token issued right after a
          // password change is told apart from one issued just before it.
          .setIssuedAt(Date.now() / 1000)
          .setExpirationTime(`${config.sessionTtlHours}h`)
          .sign(key)
      );
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const id = Number(payload.sub);
        if (!Number.isInteger(id) || id <= 0 || typeof payload.iat !== 'number' || typeof payload.exp !== 'number')
          return null;
        return {
          userId: id,
          sessionId: sessionIdOf(token, payload.jti),
          issuedAt: Math.round(payload.iat * 1000),
          expiresAt: payload.exp * 1000,
        };
      } catch {
        return null;
      }
    },
  };
}

/** The session token a request carries (auth-token header, or a Bearer authorization). */
export function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers['auth-token'];
  if (typeof header === 'string' && header) return header;
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7);
  return undefined;
}

/** A password change or reset ends every session opened before it. */
function issuedBeforePasswordChange(user: UserRow, session: VerifiedSession): boolean {
  return user.passwordChangedAt !== null && session.issuedAt < user.passwordChangedAt.getTime();
}

/**
 * Guards read the user from the database on every request, so a deactivation, a role change,
 * a password change or a logout takes effect on the very next call, on every server instance,
 * whatever token is presented.
 */
export function createGuards(db: Db, tokens: SessionTokens) {
  async function loadUser(token: string): Promise<UserRow> {
    const session = await tokens.verify(token);
    if (!session) throw unauthorized(messages.invalidSession);
    // The second key is how logouts were recorded before they were keyed by jti: those rows stay
    // honoured until they expire (SESSION_TTL_HOURS at most).
    const row = await sessionUser(db, session.userId, [revokedSessionKey(session), legacyTokenTextHash(token)]);
    const user = row?.user;
    if (!user || row.revoked || issuedBeforePasswordChange(user, session)) throw unauthorized(messages.invalidSession);
    if (user.deletedAt || !user.activatedAt) throw unauthorized(messages.inactiveUser);
    return user;
  }

  async function requireUser(request: FastifyRequest, _reply?: FastifyReply): Promise<UserRow> {
    if (request.currentUser) return request.currentUser;
    const token = tokenFrom(request);
    if (!token) throw unauthorized(messages.unauthenticated);
    request.currentUser = await loadUser(token);
    return request.currentUser;
  }

  /** Loads the user when a token is present; a visitor stays undefined. A bad token is still a 401. */
  async function optionalUser(request: FastifyRequest): Promise<UserRow | undefined> {
    const token = tokenFrom(request);
    if (!token) return undefined;
    return requireUser(request);
  }

  function requireRole(...roles: Role[]) {
    return async (request: FastifyRequest): Promise<void> => {
      const user = await requireUser(request);
      if (!roles.includes(user.role)) throw forbidden(messages.forbidden);
    };
  }

  /** The user in the token must be the one the path names. */
  async function requireSelf(request: FastifyRequest, userId: number): Promise<UserRow> {
    const user = await requireUser(request);
    if (user.id !== userId) throw forbidden(messages.forbidden);
    return user;
  }

  return { requireUser, optionalUser, requireRole, requireSelf, loadUser };
}

export type Guards = ReturnType<typeof createGuards>;
