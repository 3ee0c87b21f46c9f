/** `npm run seed`: loads the demo data into the configured database when it has no users yet. */
import { loadConfig } from '#config';
import { openDatabase } from './client';
import { seedDatabase } from './seed';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const { seeded } = await seedDatabase(database.db);
  console.log(
    seeded
      ? 'Demo data loaded: admin@burgers.test, empleado@burgers.test and cliente@burgers.test can log in.'
      : 'The database already has users: nothing was loaded.',
  );
} finally {
  await database.close();
}
