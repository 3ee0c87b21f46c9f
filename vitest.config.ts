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
          // One migrated database, copied by every test app; files then run two at a time.
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
