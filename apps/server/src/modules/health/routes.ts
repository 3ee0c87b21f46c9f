import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthWriteProbe } from '../../db/schema';
import { isStorageFull } from '../../lib/errors';
import { messages } from '../../messages';
import { healthResponse, healthUnavailableResponse } from '@burgers/domain/schemas/health-response';
import { lastGoodBackup } from '../../ops/backup/schedule';

/** A database that does not answer within this time is as good as down for a load balancer. */
const DATABASE_TIMEOUT_MS = 3_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: healthResponse,
          503: healthUnavailableResponse,
        },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(app.ctx.db.execute(sql`select 1`), DATABASE_TIMEOUT_MS);
      } catch (error) {
        // 503, not 500: the server is fine, its database is not (yet); a balancer retries later.
        request.log.warn({ err: error }, 'health check: the database does not answer');
        return reply.status(503).send({ error: messages.databaseUnavailable, reason: 'database_unavailable' });
      }
      try {
        // A database that answers may still be unable to store anything (a full disk): one small
        // row rewritten tells, before a customer's order finds out.
        await withTimeout(
          app.ctx.db
            .insert(healthWriteProbe)
            .values({ id: 1 })
            .onConflictDoUpdate({ target: healthWriteProbe.id, set: { checkedAt: sql`now()` } }),
          DATABASE_TIMEOUT_MS,
        );
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database cannot write');
        const reason = isStorageFull(error) ? messages.databaseCannotWrite : messages.databaseUnavailable;
        return reply.status(503).send({ error: reason, reason: 'database_cannot_write' });
      }
      // When the last backup that worked was finished, on any instance (null: none yet).
      const lastBackup = await lastGoodBackup(app.ctx.db).catch(() => null);
      return {
        status: 'ok' as const,
        database: app.ctx.database.kind,
        lastBackup: lastBackup ? new Date(lastBackup).toISOString() : null,
      };
    },
  );
};

export default healthRoutes;
