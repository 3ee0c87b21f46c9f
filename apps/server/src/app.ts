import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { WebRenderer } from '@burgers/domain/page-rendering';
import { useSpanishIssueMessages } from '@burgers/domain/schemas/spanish-errors';
import { DEMO_IDP_PATH } from './adapters/identity/demo-idp/constants';
import { createSocialLogin, describeSocialLogin } from './adapters/identity/social-login';
import { createMailer, type Mailer } from './adapters/mail/mailer';
import { createPaymentsProvider } from './adapters/payments/provider';
import type { PaymentsProvider } from './adapters/payments/types';
import { createPushSender } from './adapters/push/sender';
import { createDiskImageStorage, type ImageStorage } from './adapters/storage/images';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedIfEmpty } from './db/seed';
import { createGuards, createSessionTokens } from './http/auth';
import { CatalogueCache } from './http/catalogue-cache';
import { warnAboutUntrustedProxy } from './http/proxy-warning';
import { createBackgroundTasks } from './lib/background';
import { registerErrorAnswers } from './lib/error-answers';
import { loggerOptions } from './lib/logging';
import { createStreamHub } from './lib/stream-hub';
import { messages } from './messages';
import { apiModules, catalogueModules } from './modules';
import { createFollowupJobs } from './modules/followups/jobs';
import { createInvoicingJobs } from './modules/invoicing/jobs';
import { reconcilePendingRefunds } from './modules/refunds/desk-refund';
import seoRoutes from './modules/seo/routes';
import ssrRoutes from './modules/ssr/routes';
import { sendShell } from './modules/ssr/shell';
import { webBuildReader, type WebBuildReader } from './modules/ssr/web-build';
import { StoreSettingsCache } from './modules/store/settings-cache';
import { backupRoutes } from './ops/backup/routes';
import { createShopMetrics, registerMetrics } from './ops/metrics';
import { startPlannerStatistics } from './ops/planner-statistics';
import { requestIdOptions, sendRequestIds } from './ops/request-id';
import { registerControlCharacterGuard } from './security/control-characters';
import { docsContentSecurityPolicy, registerSecurityHeaders } from './security/headers';

export interface BuildOptions {
  /** Tests pass their own database (a fresh one per suite). */
  database?: DatabaseHandle;
  mailer?: Mailer;
  payments?: PaymentsProvider;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The clock (tests set it to check opening hours and the day's order numbers). */
  now?: () => Date;
  /** Renders the public pages instead of the web build's server entry (tests render from the sources). */
  webRenderer?: WebRenderer;
  /** Takes the automatic backups (BACKUP_HOUR); the server process does, test apps do not. */
  automaticBackups?: boolean;
  /** Where uploaded images are kept instead of DATA_DIR/uploads (tests inject a failing disk). */
  imageStorage?: ImageStorage;
}

/**
 * Node's own limits on slow clients: headers within headersTimeout, the whole request within
 * requestTimeout, checked often enough for the limits to hold (Node checks every 30 s by default).
 * Fastify's keep-alive default is kept.
 */
function serverWithTimeLimits(config: Config) {
  return (handler: Parameters<typeof createServer>[1]) => {
    const server = createServer(
      {
        requestTimeout: config.requestTimeoutMs,
        headersTimeout: config.headersTimeoutMs,
        connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(config.headersTimeoutMs / 4))),
        keepAliveTimeout: 72_000,
      },
      handler,
    );
    // Past this many connections Node closes new ones at once instead of running out of files.
    server.maxConnections = config.maxConnections;
    return server;
  };
}

/** How often the embedded database's planner statistics are checked (PGlite has no autovacuum). */
const STATISTICS_SCHEDULE_MS = 10 * 60_000;

/** Hashed build assets never change; index.html is always revalidated; other public files for a day. */
function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (filePath.endsWith('.html')) return 'no-cache';
  // The service worker and its manifest name the build: a new one must be seen on the next visit.
  if (/[\\/](sw\.js|manifest\.webmanifest)$/.test(filePath)) return 'no-cache';
  return 'public, max-age=86400';
}

// Schemas without a message of their own answer in Spanish too (never the validator's English).
useSpanishIssueMessages();

/** Builds the whole app from a validated config; tests build it the same way. */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    ...loggerOptions(config.logLevel, options.logStream),
    ...requestIdOptions,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // While closing, a request already on a keep-alive connection is served (with Connection:
    // close), not refused with a 503: a rolling restart drops nothing (src/ops/shutdown.ts).
    return503OnClosing: false,
    serverFactory: serverWithTimeLimits(config),
  }).withTypeProvider<ZodTypeProvider>();

  if (config.trustProxy === false) warnAboutUntrustedProxy(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const tokens = createSessionTokens(config);
  const metrics = createShopMetrics(
    database.db,
    Boolean(config.ops.metricsToken) || config.ops.metricsPort !== undefined,
  );
  const guards = createGuards(database.db, tokens);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer:
      options.mailer ?? createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
    background: createBackgroundTasks(app.log),
    payments: options.payments ?? createPaymentsProvider(config, database.db),
    tokens,
    guards,
    catalogueCache: new CatalogueCache(database),
    storeSettings: new StoreSettingsCache(database),
    imageStorage: options.imageStorage ?? createDiskImageStorage(config.dataDir),
    log: app.log,
    identity: createSocialLogin(config, (request) => app.inject(request)),
    now: options.now ?? (() => new Date()),
    metrics,
    streams: createStreamHub({
      limits: config.liveStreams,
      gauge: metrics.liveStreams,
      // Looked up on every check, so a replaced guard (tests fail its reads on purpose) is the one used.
      loadUser: (token) => ctx.guards.loadUser(token),
    }),
    push: config.push.vapid ? createPushSender(config.push, config.push.vapid) : undefined,
    // Reads the context on every run, so a test that moves ctx.now moves the job's clock too.
    invoicing: createInvoicingJobs(() => ctx),
    followups: createFollowupJobs(() => ctx),
  };
  app.decorate('ctx', ctx);
  // Refunds a crash left between asking the provider and recording its answer.
  ctx.background.run('reconciling pending refunds', async () => {
    await reconcilePendingRefunds(ctx);
  });
  await Promise.all([ctx.catalogueCache.start(), ctx.storeSettings.start()]);
  // Fresh planner statistics after bulk catalogue changes; on PGlite (no autovacuum) also every 10
  // minutes, with the VACUUM autovacuum would run.
  const stopStatistics = await startPlannerStatistics(database, app.log, {
    scheduleMs: database.kind === 'pglite' ? STATISTICS_SCHEDULE_MS : 0,
    vacuum: database.kind === 'pglite',
  });
  // The root's preClose runs before the route modules' own, so every stream is told to reconnect
  // before the modules stop listening for its events.
  app.addHook('preClose', async () => ctx.streams.closeAll());
  app.addHook('onClose', async () => {
    await stopStatistics();
    await ctx.invoicing.stop();
    await ctx.followups.stop();
    await ctx.background.drain();
    await Promise.all([ctx.catalogueCache.stop(), ctx.storeSettings.stop()]);
    if (!options.database) await database.close();
  });

  registerErrorAnswers(app);
  sendRequestIds(app);
  await registerMetrics(app, ctx.metrics, { token: config.ops.metricsToken, port: config.ops.metricsPort });
  await registerSecurityHeaders(app, config);
  registerControlCharacterGuard(app);

  // Brotli or gzip for JSON answers built per request; the web app's files are compressed at build
  // time (served below with preCompressed) and the live-orders stream stays uncompressed.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Burgers Devoto API', version: '1.0.0', description: 'API de la tienda online.' },
      components: {
        securitySchemes: { authToken: { type: 'apiKey', in: 'header', name: 'auth-token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', transformStaticCSP: docsContentSecurityPolicy });

  for (const module of apiModules) {
    await app.register(module, { prefix: '/api' });
  }
  await app.register(async (catalogue) => {
    // A successful write answers only once this instance has dropped what it changed, so whoever
    // wrote never reads the old catalogue back (other instances drop theirs as the NOTIFY arrives).
    catalogue.addHook('onSend', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
      if (reply.statusCode < 400) await ctx.catalogueCache.sync();
    });
    for (const module of catalogueModules) {
      await catalogue.register(module, { prefix: '/api' });
    }
  });
  await app.register(backupRoutes, { prefix: '/api', automatic: options.automaticBackups ?? false });
  await app.register(seoRoutes);

  if (config.socialLogin.kind === 'demo') {
    // Loaded only when served: oidc-provider is a large module the other configurations never need.
    const { demoIdpPlugin } = await import('./adapters/identity/demo-idp/plugin');
    await app.register(demoIdpPlugin, {
      prefix: DEMO_IDP_PATH,
      db: database.db,
      publicUrl: () => config.publicUrl,
      behindProxy: config.trustProxy !== false,
    });
  }
  app.log.info(describeSocialLogin(config));
  if (!config.push.vapid)
    app.log.warn('Push notices are off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys)');

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = existsSync(indexHtml);
  let currentBuild: WebBuildReader | undefined;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      // Files are looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      // The home page is rendered by the server (below), never the bare shell.
      index: false,
      // The build writes .br and .gz beside each text file: sent as they are, never compressed per request.
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header('cache-control', cacheControlFor(filePath));
      },
      // The server rendering build is the server's, not the browser's.
      allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
    });
    // The storefront's public pages arrive rendered (docs/decisions/0010).
    currentBuild = webBuildReader(config.webDist, app.log, options.webRenderer);
    await app.register(ssrRoutes, { webDist: config.webDist, currentBuild });
  }

  // Every non-API page path is the web app's: it renders its own routes and not-found page, from a
  // shell that preloads the page's code. A missing file (a stale hashed asset, a mistyped image)
  // stays a 404 rather than HTML.
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (!isPage || !currentBuild) return reply.status(404).send({ error: messages.notFound });
    const build = await currentBuild().catch((error: unknown) => {
      request.log.error({ err: error }, 'the web build could not be read: the page is sent as built');
      return undefined;
    });
    return sendShell(reply, { build, webDist: config.webDist, pathname, status: 200 });
  });

  if (config.seedDemo) await seedIfEmpty(ctx, app.log);
  ctx.invoicing.start();
  ctx.followups.start();
  return app;
}
