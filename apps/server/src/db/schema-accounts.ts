import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES } from '@burgers/domain/constants';
import { createdAt } from './schema-columns';

// Accounts and sign-in: users, their mailed tokens, sessions, login attempts, social sign-in.

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lowercased; unique. */
    email: text('email').notNull(),
    /** Null for accounts that only sign in through the identity provider. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    imgUri: text('img_uri'),
    /** Null until the account is activated from the mail link. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Set when an admin deactivates the account. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Last password change or reset; sessions issued before it are no longer accepted. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_role_idx').on(t.role)],
);

/** Single-purpose tokens mailed to users; only a SHA-256 of the token is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activation', 'password_reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_tokens_hash_key').on(t.tokenHash), index('user_tokens_user_idx').on(t.userId)],
);

/**
 * Session tokens ended by logout, kept (as a SHA-256 of the token) until they would have expired
 * anyway. In the database, so a token revoked through one server instance is refused by all.
 */

/**
 * Each registration of an address not activated yet, with the names and password its registrant
 * chose. An address registered once activates from any of its links; registered more than once it
 * is contested, and the activation asks for the password, so whoever registered first cannot have
 * their password activated by the mailbox owner's click. Dropped when the account is activated.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_registrations_user_idx').on(t.userId)],
);

export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

/** Failed login attempts, kept in the database so every server instance shares the limit. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_key_time_idx').on(t.key, t.createdAt)],
);

/**
 * Accounts signed in through an OpenID provider, keyed by the provider's (issuer, subject),
 * never by the email alone: an email may change or be unverified, the subject does not.
 */
export const linkedIdentities = pgTable(
  'linked_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('linked_identities_user_idx').on(t.userId)],
);

/**
 * A social sign-in under way: state, nonce and PKCE verifier, kept on the server (any instance
 * may receive the callback) for a few minutes and deleted when used. Only a hash of the state is stored.
 */
export const oidcLoginTransactions = pgTable('oidc_login_transactions', {
  stateHash: text('state_hash').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The single-use, 60-second code the callback hands the web app instead of a session token. */
export const oidcLoginCodes = pgTable('oidc_login_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The demo identity provider's storage (oidc-provider's adapter): sessions, interactions, codes,
 * grants, its keys and its accounts, shared by every server instance.
 */
export const demoIdpRecords = pgTable(
  'demo_idp_records',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('demo_idp_records_uid_idx').on(t.uid),
    index('demo_idp_records_grant_idx').on(t.grantId),
    index('demo_idp_records_expiry_idx').on(t.expiresAt),
  ],
);
