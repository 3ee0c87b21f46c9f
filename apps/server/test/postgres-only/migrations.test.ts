import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSharedDatabase, startInstances, type SharedDatabase } from './instances';

const journal = JSON.parse(readFileSync(path.resolve(__dirname, '../../drizzle/meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe('instances starting together on an empty database', () => {
  let database: SharedDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('all start, and every migration is applied exactly once', async () => {
    database = await createSharedDatabase();
    const { instances, close } = await startInstances(database.url, 4);
    try {
      expect(instances).toHaveLength(4);
      const applied = await database.sql<{ hash: string }[]>`select hash from drizzle.__drizzle_migrations`;
      expect(applied).toHaveLength(journal.entries.length);
      expect(new Set(applied.map((row) => row.hash)).size).toBe(journal.entries.length);
      for (const instance of instances) {
        const health = await fetch(`${instance.baseUrl}/api/health`);
        expect(health.status).toBe(200);
      }
    } finally {
      await close();
    }
  });
});
