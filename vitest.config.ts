import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests of several app instances sharing one PostgreSQL database. PGlite is one process's
 * database, so they exist only when TEST_DATABASE_URL names a PostgreSQL server (they are left
 * out of the PGlite run rather than shown as skipped).
 */
const postgresOnly = 'test/postgres-only/**/*.test.ts';

/**
 * Tests of the embedded database itself (its data folder, its lock, the server process on it). They
 * open PGlite whatever TEST_DATABASE_URL says, so the PostgreSQL step would only run them a second
 * time, unchanged: they belong to the PGlite step alone.
 */
const pgliteOnly = 'test/**/*.pglite.test.ts';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        // The web app's fast tests: forms, stores and hooks rendered in happy-dom with Testing Library,
        // the API answered by a fake fetch. What needs a real browser stays with Playwright (e2e/).
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['src/test-support/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          // Tests of several instances need a shared PostgreSQL: they run only when TEST_DATABASE_URL names one;
          // tests of the embedded database run only when it does not.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DATABASE_URL ? [pgliteOnly] : [postgresOnly, 'test/**/*.postgres.test.ts']),
          ],
          // One migrated database, copied by every test app; files then run two at a time.
          globalSetup: ['test/support/global-setup.ts'],
          // The push tests run their own https push service with this self-signed certificate. Node
          // reads NODE_EXTRA_CA_CERTS only as a process starts, so it is given to the test workers
          // here: the shop's sending code trusts it exactly as it trusts the system's authorities.
          env: {
            NODE_EXTRA_CA_CERTS: fileURLToPath(
              new URL('apps/server/test/support/push-service/cert.pem', import.meta.url),
            ),
          },
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: true,
          // Four files at a time on two cores: a test file mostly waits (for a child process, a
          // timer, the database server), and four fill those waits. Back to back on a quiet machine:
          // the PGlite step 69 s with two, 55 s with four; the PostgreSQL step (its cluster on the
          // RAM disk, scripts/test.sh) 42 to 48 s with two, 36 to 37 s with four.
          maxWorkers: 4,
          // A worker keeps the modules it loaded from one test file to the next: loading the whole
          // app again for every file was most of the step's time. Test files share no module
          // state (each builds its own app and database), so nothing leaks between them.
          isolate: false,
        },
      },
    ],
  },
});
