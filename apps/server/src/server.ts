import { buildApp } from './app';
import { loadConfig } from './config';
import { demoUsers } from './db/demo-data';

const config = loadConfig();
const app = await buildApp(config);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Burgers Devoto listening on ${config.publicUrl}`);
if (config.seedDemo) {
  // The demo accounts exist only in a database the demo data filled; a newcomer needs them first.
  app.log.info(`demo accounts (unless changed since): ${demoUsers.map((u) => `${u.email} / ${u.password}`).join(', ')}`);
}
