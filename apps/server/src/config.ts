import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { makePrivateFolder } from '#ops/data-dir';
import { arcaConfigFrom, arcaEnvShape, type ArcaConfig } from './adapters/arca/config';
import { whatsappConfigFrom, whatsappEnvShape, type WhatsAppConfig } from './adapters/whatsapp/config';
import { opsConfigFrom, opsEnvShape, type OpsConfig } from './ops/config';
import { persistedVapidKeys, validVapidKeys, type VapidKeys } from './vapid-keys';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Whom to believe about the client's address: Fastify's trustProxy option. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * Off by default: without a proxy in front, X-Forwarded-For is whatever the client wrote, and
 * trusting it would let anyone pick the IP the login limit counts. 'true' trusts every hop, a
 * number trusts that many hops from this server, a list trusts those proxy addresses or ranges.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): TrustProxy => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) {
      // Fastify 5 ignores a bare hop count, so it is given as the function proxy-addr would build.
      const hops = Number(value);
      return (_address, hop) => hop < hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    try {
      // The parser Fastify uses, so a bad address fails here, with the variable's name.
      proxyAddr.compile(entries);
      return entries;
    } catch {
      context.addIssue({
        code: 'custom',
        message: "expected 'true', 'false', a number of proxy hops or a comma-separated list of proxy addresses",
      });
      return z.NEVER;
    }
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // 'localhost' binds both loopback addresses (127.0.0.1 and ::1), so http://localhost works whichever one a client picks.
  HOST: z.string().default('localhost'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 7),
  ORDER_TTL_HOURS: z.coerce.number().int().positive().default(24),
  PAYMENT_WINDOW_MINUTES: z.coerce.number().int().positive().default(30),
  // Seconds, decimals allowed (tests use fractions of a second).
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  SMTP_URL: z.string().optional(),
  /** An address service with georef-ar's `direcciones` shape; unset: the customer's pin alone decides. */
  GEOCODER_URL: z.string().url().optional(),
  /** A map tile server (`https://tiles.example/{z}/{x}/{y}.png`); unset: the maps are plain outlines. */
  MAP_TILES_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Burgers Devoto <no-reply@burgers.test>'),
  STORE_EMAIL: z.string().email().default('contacto@burgers.test'),
  PAYMENTS: z.enum(['sandbox', 'mercadopago']).default('sandbox'),
  MP_ACCESS_TOKEN: z.string().optional(),
  MP_WEBHOOK_SECRET: z.string().optional(),
  MP_QR_POS_ID: z.string().min(1).optional(),
  MP_POINT_TERMINAL_ID: z.string().min(1).optional(),
  SEED_DEMO: booleanFlag.default(true),
  WEB_DIST: z.string().default(path.resolve(serverRoot, '../web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().positive().default(10),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(30),
  CHECKOUT_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(30),
  CHECKOUT_LIMIT_PER_IP: z.coerce.number().int().positive().default(300),
  CHECKOUT_LIMIT_WINDOW_MINUTES: z.coerce.number().int().positive().default(10),
  CHECKOUT_HOLDS_PER_ACCOUNT: z.coerce.number().int().positive().default(3),
  CHECKOUT_HOLDS_PER_IP: z.coerce.number().int().positive().default(10),
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  LIVE_STREAMS_TOTAL: z.coerce.number().int().positive().default(1000),
  MAX_CONNECTIONS: z.coerce.number().int().positive().default(4000),
  MAIL_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(5),
  MAIL_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  MAIL_LIMIT_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  TRUST_PROXY: trustProxySchema,
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_PROVIDER_NAME: z.string().trim().min(1).max(40).optional(),
  OIDC_SCOPES: z.string().trim().min(1).default('openid email profile'),
  OIDC_DEMO: booleanFlag.default(true),
  ...opsEnvShape,
  ...arcaEnvShape,
  ...whatsappEnvShape,
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  VAPID_SUBJECT: z.string().trim().optional(),
  PUSH_SERVICE_HOSTS: z.string().trim().optional(),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  /** georef-ar `direcciones`-shaped geocoder for delivery addresses; undefined: the pin decides. */
  geocoderUrl?: string;
  /** Tile server template for the web's maps (Leaflet); undefined: plain SVG outlines, offline. */
  mapTilesUrl?: string;
  dataDir: string;
  /** Unset means the embedded PGlite database inside dataDir. */
  databaseUrl?: string;
  jwtSecret: string;
  sessionTtlHours: number;
  /** How long an unpaid order can still be paid: after that its prices and coupons are stale. */
  orderTtlHours: number;
  /**
   * How long after checkout the payment may arrive (capped by orderTtlHours): short, so a payment
   * cannot reach the kitchen hours later, after a pause, a close or a sold-out mark.
   */
  paymentWindowMinutes: number;
  /**
   * Time limits for a client to send a request: its headers, and the whole request with its body.
   * A client slower than that gets a 408 and its connection closed; the live streams, whose
   * request is complete once sent, are not affected.
   */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  smtpUrl?: string;
  mailFrom: string;
  storeEmail: string;
  payments: 'sandbox' | 'mercadopago';
  mpAccessToken?: string;
  mpWebhookSecret?: string;
  /** The store's cash register (external_pos_id) the counter's dynamic QR is created for. */
  mpQrPosId?: string;
  /** The store's Point terminal: when set, counter payments go to it instead of a QR. */
  mpPointTerminalId?: string;
  seedDemo: boolean;
  webDist: string;
  logLevel: string;
  loginMaxAttempts: number;
  loginWindowMinutes: number;
  /** Images one user may upload in an hour: the disk and the bandwidth are the shop's. */
  uploadsPerHour: number;
  /**
   * Checkouts (POST /pay/mercadopago) per account and per client IP within the window (then 429),
   * and the unpaid checkouts whose slot places one account or IP may hold at once (a new one
   * releases the oldest hold), so nobody can fill every slot with checkouts never paid.
   */
  checkoutLimit: {
    perAccount: number;
    perIp: number;
    windowMinutes: number;
    holdsPerAccount: number;
    holdsPerIp: number;
  };
  /**
   * Public live streams (the pickup board's, the store's) one client address and the whole
   * instance may hold open; past either the stream is refused (429, 503). Below maxConnections,
   * so the health check and the metrics always find room.
   */
  liveStreams: { perAddress: number; total: number };
  /** Node's cap on open connections (server.maxConnections): past it new ones are closed at once. */
  maxConnections: number;
  /**
   * Calls that send mail (register, activation resend, password recovery, contact, newsletter)
   * allowed per address and per client IP within the window, so the shop cannot be used to flood
   * someone's inbox.
   */
  mailLimit: { perAddress: number; perIp: number; windowMinutes: number };
  /** Which proxies' X-Forwarded-For is believed for the client's IP (Fastify's trustProxy). */
  trustProxy: TrustProxy;
  socialLogin: SocialLogin;
  /** Shutdown, metrics and backups (src/ops). */
  ops: OpsConfig;
  push: PushSettings;
  /** Electronic invoicing through ARCA (src/adapters/arca). */
  arca: ArcaConfig;
  /** WhatsApp notices (src/adapters/whatsapp); null when not configured: nothing is sent. */
  whatsapp: WhatsAppConfig | null;
}

/** Web push (VAPID): off when the keys are unknown (PostgreSQL without VAPID_* set). */
export interface PushSettings {
  vapid: VapidKeys | null;
  /** `mailto:` or `https:` contact the push services may use to reach the shop. */
  subject: string;
  /** Hosts a subscription's endpoint may name; `*.example.com` matches any subdomain. */
  serviceHosts: string[];
}

const SECRET_FILE = 'jwt-secret';
const SECRET_READ_ATTEMPTS = 50;

/** The secret another process is writing: empty for the instant between its create and its write. */
function readWrittenSecret(file: string): string {
  for (let attempt = 0; attempt < SECRET_READ_ATTEMPTS; attempt++) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret) return secret;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
  throw new Error(`Invalid configuration: ${file} is empty; delete it or set JWT_SECRET`);
}

/**
 * A secret kept in the data folder so sessions survive restarts when JWT_SECRET is not set.
 * The file is created exclusively: of processes starting together on one folder, exactly one
 * writes it and every other reads that one, so all of them sign and accept the same tokens.
 */
function persistedSecret(dataDir: string): string {
  makePrivateFolder(dataDir);
  const file = path.join(dataDir, SECRET_FILE);
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readWrittenSecret(file);
  }
}

/** localhost, 127.0.0.0/8 or ::1: an address only this machine can open. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Social sign-in: an external OpenID provider (OIDC_ISSUER), the built-in demo provider served
 * under /demo-idp, or none. The demo's issuer follows publicUrl, so it is not fixed here.
 */
export type SocialLogin =
  | { kind: 'provider'; issuer: string; clientId: string; clientSecret?: string; name: string; scopes: string }
  | { kind: 'demo'; name: string; scopes: string }
  | { kind: 'off' };

function socialLoginFrom(e: z.output<typeof envSchema>): SocialLogin {
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

/** The browsers' push services: Chrome/Edge (FCM), Firefox, Windows and Safari. */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
];

function pushSettingsFrom(e: z.output<typeof envSchema>, dataDir: string): PushSettings {
  const serviceHosts = e.PUSH_SERVICE_HOSTS
    ? e.PUSH_SERVICE_HOSTS.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean)
    : DEFAULT_PUSH_SERVICE_HOSTS;
  const subject = e.VAPID_SUBJECT ?? `mailto:${e.STORE_EMAIL}`;
  if (!/^(mailto:|https:\/\/)/.test(subject))
    throw new Error('Invalid configuration: VAPID_SUBJECT must be a mailto: or https:// address');
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY) {
    if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY) {
      throw new Error('Invalid configuration: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
    }
    const vapid = { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
    if (!validVapidKeys(vapid)) {
      throw new Error(
        'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be a P-256 key pair in base64url (npx web-push generate-vapid-keys)',
      );
    }
    return { vapid, subject, serviceHosts };
  }
  // Instances on one PostgreSQL share no data folder: without the variables push stays off.
  return { vapid: e.DATABASE_URL ? null : persistedVapidKeys(dataDir), subject, serviceHosts };
}

/** Reads and validates every setting once; throws a readable error on a bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${details}`);
  }
  const e = parsed.data;
  if (e.PAYMENTS === 'mercadopago' && !e.MP_ACCESS_TOKEN) {
    throw new Error('Invalid configuration: MP_ACCESS_TOKEN is required when PAYMENTS=mercadopago');
  }
  // Instances on one PostgreSQL do not share a data folder they could keep the secret in.
  if (e.DATABASE_URL && !e.JWT_SECRET) {
    throw new Error(
      'Invalid configuration: set JWT_SECRET (32 or more random characters, the same on every instance) when DATABASE_URL is set',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  if (e.PAYMENTS === 'sandbox' && env.PAYMENTS === undefined && !isLoopbackUrl(publicUrl)) {
    throw new Error(
      `Invalid configuration: PUBLIC_URL ${publicUrl} is not a local address, and payments default to the sandbox, where anyone can approve their own order. ` +
        'Set PAYMENTS=mercadopago (with MP_ACCESS_TOKEN) to take real payments, or PAYMENTS=sandbox explicitly for a public demo.',
    );
  }
  if (e.LIVE_STREAMS_TOTAL >= e.MAX_CONNECTIONS) {
    throw new Error('Invalid configuration: LIVE_STREAMS_TOTAL must be below MAX_CONNECTIONS');
  }
  if (e.HEADERS_TIMEOUT_SECONDS > e.REQUEST_TIMEOUT_SECONDS) {
    throw new Error('Invalid configuration: HEADERS_TIMEOUT_SECONDS cannot be longer than REQUEST_TIMEOUT_SECONDS');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    geocoderUrl: e.GEOCODER_URL || undefined,
    mapTilesUrl: e.MAP_TILES_URL || undefined,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    orderTtlHours: e.ORDER_TTL_HOURS,
    paymentWindowMinutes: e.PAYMENT_WINDOW_MINUTES,
    requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000),
    headersTimeoutMs: Math.round(e.HEADERS_TIMEOUT_SECONDS * 1000),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    storeEmail: e.STORE_EMAIL,
    payments: e.PAYMENTS,
    mpAccessToken: e.MP_ACCESS_TOKEN,
    mpWebhookSecret: e.MP_WEBHOOK_SECRET,
    mpQrPosId: e.MP_QR_POS_ID,
    mpPointTerminalId: e.MP_POINT_TERMINAL_ID,
    seedDemo: e.SEED_DEMO,
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    loginMaxAttempts: e.LOGIN_MAX_ATTEMPTS,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    uploadsPerHour: e.UPLOADS_PER_HOUR,
    checkoutLimit: {
      perAccount: e.CHECKOUT_LIMIT_PER_ACCOUNT,
      perIp: e.CHECKOUT_LIMIT_PER_IP,
      windowMinutes: e.CHECKOUT_LIMIT_WINDOW_MINUTES,
      holdsPerAccount: e.CHECKOUT_HOLDS_PER_ACCOUNT,
      holdsPerIp: e.CHECKOUT_HOLDS_PER_IP,
    },
    liveStreams: { perAddress: e.LIVE_STREAMS_PER_ADDRESS, total: e.LIVE_STREAMS_TOTAL },
    maxConnections: e.MAX_CONNECTIONS,
    mailLimit: {
      perAddress: e.MAIL_LIMIT_PER_ADDRESS,
      perIp: e.MAIL_LIMIT_PER_IP,
      windowMinutes: e.MAIL_LIMIT_WINDOW_MINUTES,
    },
    trustProxy: e.TRUST_PROXY,
    socialLogin: socialLoginFrom(e),
    ops: opsConfigFrom(e),
    push: pushSettingsFrom(e, dataDir),
    arca: arcaConfigFrom(e),
    whatsapp: whatsappConfigFrom(e),
  };
}
