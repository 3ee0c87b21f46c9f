import type { FastifyBaseLogger } from 'fastify';
import type { IdentityProvider } from './adapters/identity/oidc-client';
import type { Mailer } from './adapters/mail/mailer';
import type { PaymentsProvider } from './adapters/payments/types';
import type { PushSender } from './adapters/push/sender';
import type { ImageStorage } from './adapters/storage/images';
import type { Config } from './config';
import type { DatabaseHandle, Db } from './db/client';
import type { Guards, SessionTokens } from './http/auth';
import type { CatalogueCache } from './http/catalogue-cache';
import type { BackgroundTasks } from './lib/background';
import type { StreamHub } from './lib/stream-hub';
import type { FollowupJobs } from './modules/followups/job-control';
import type { InvoicingJobs } from './modules/invoicing/job-control';
import type { StoreSettingsCache } from './modules/store/settings-cache';
import type { ShopMetrics } from './ops/metrics';

/**
 * What every module may use: built once by app.ts, reached through `app.ctx`. It lives apart from
 * app.ts so that modules depend on this shape, never on the file that registers them.
 */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  mailer: Mailer;
  /** Work that runs after the answer has left (mail whose timing must not show in the answer). */
  background: BackgroundTasks;
  /** Sandbox or MercadoPago (PAYMENTS); tests may swap it for a stub. */
  payments: PaymentsProvider;
  tokens: SessionTokens;
  guards: Guards;
  /** Public catalogue answers as ready bytes, dropped on every committed change. */
  catalogueCache: CatalogueCache;
  /** The store's settings kept in memory behind their NOTIFY channel, for checks made again later. */
  storeSettings: StoreSettingsCache;
  /** Where uploaded images are stored (DATA_DIR/uploads). */
  imageStorage: ImageStorage;
  /** The clock orders are numbered by and opening hours read against; tests set it to chosen instants. */
  now: () => Date;
  log: FastifyBaseLogger;
  /** Social sign-in's OpenID provider (OIDC_ISSUER or the demo one); undefined when off. */
  identity?: IdentityProvider;
  /** Prometheus counters and gauges (src/ops/metrics.ts). */
  metrics: ShopMetrics;
  /** Electronic invoicing's job: woken after a payment or a refund is committed (modules/invoicing). */
  invoicing: InvoicingJobs;
  /** The review requests and win-backs kept in followup_jobs, sent by whichever instance claims them (modules/followups). */
  followups: FollowupJobs;
  /** Every server-sent stream, with the public ones' caps and the open streams' gauge (lib/stream-hub.ts). */
  streams: StreamHub;
  /** Web push (VAPID); undefined when no keys are configured. */
  push?: PushSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
