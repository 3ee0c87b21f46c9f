import { buildApp } from './app';
import { loadConfig } from './config';
import { demoUsers } from './db/demo-data';
import { seedFreshDatabaseApart, SEED_ONLY_FLAG, seedOnly } from './db/seed-apart';
import { assertPrivateDataDir, DataDirOpenError } from './ops/data-dir';
import { closeOnSignals } from './ops/shutdown';

// Every file the shop writes (the embedded database's, uploads, backups) is its user's alone.
process.umask(0o077);
const config = loadConfig();
try {
  assertPrivateDataDir(config.dataDir);
} catch (error) {
  if (!(error instanceof DataDirOpenError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (process.argv.includes(SEED_ONLY_FLAG)) {
  await seedOnly(config);
  process.exit(0);
}
// A new embedded database gets its demo data from a short-lived process of its own: what loading
// it allocates (four weeks of orders, in PGlite's memory, which never shrinks) leaves with it.
if (config.seedDemo) seedFreshDatabaseApart(config);
const app = await buildApp(config, { automaticBackups: true });

// Graceful on SIGTERM/SIGINT, however the server was launched (docs: README, Restarts).
closeOnSignals(app, { graceSeconds: config.ops.shutdownGraceSeconds });

const address = await app.listen({ port: config.port, host: config.host });
// The public address is the one mail links and payment returns are built from: it must be the one people open.
app.log.info(
  { listening: address, publicUrl: config.publicUrl },
  `Burgers Devoto listening on ${address}; public address (PUBLIC_URL): ${config.publicUrl}`,
);
if (config.payments === 'sandbox') {
  app.log.warn(
    'PAYMENTS=sandbox: PAYMENTS ARE SIMULATED. Anyone can approve their own order and the kitchen will cook it. Set PAYMENTS=mercadopago before taking real orders.',
  );
}
if (config.seedDemo) {
  // The demo accounts exist only in a database the demo data filled; a newcomer needs them first.
  app.log.info(
    `demo accounts (unless changed since): ${demoUsers.map((u) => `${u.email} / ${u.password}`).join(', ')}`,
  );
}
