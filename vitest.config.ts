import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          // Tests of several instances need a shared PostgreSQL: they run when TEST_DATABASE_URL names one.
          exclude: ['**/node_modules/**', ...(process.env.TEST_DATABASE_URL ? [] : ['test/**/*.postgres.test.ts'])],
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
    ],
  },
});
