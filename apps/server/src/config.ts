import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { arcaConfigFrom, arcaEnvShape, type ArcaConfig } from './adapters/arca/config';
import { isLoopbackUrl, trustProxySchema, type TrustProxy } from './config/network';
import { pushEnvShape, pushSettingsFrom, type PushSettings } from './config/push';
import { persistedSecret } from './config/secret';
import { signInEnvShape, socialLoginFrom, type SocialLogin } from './config/sign-in';
import { opsConfigFrom, opsEnvShape, type OpsConfig } from './ops/config';

/*
 * Every setting, read from the environment once: the areas with their own variables (sign-in,
 * push, operations, invoicing) parse them in their own files, and this one composes them.
 */
export { isLoopbackUrl, type TrustProxy } from './config/network';
export { DEFAULT_PUSH_SERVICE_HOSTS, type PushSettings } from './config/push';
export type { SocialLogin } from './config/sign-in';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

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
  ...signInEnvShape,
  ...opsEnvShape,
  ...arcaEnvShape,
  ...pushEnvShape,
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
  };
}
