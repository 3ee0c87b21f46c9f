import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, healthUnavailableResponse } from '@burgers/domain/schemas/health-response';
import { errorBody } from '#lib/error-codes';
import { isStorageFull } from '#lib/errors';
import { messages } from '#messages';
import { lastGoodBackup } from '#ops/backup/schedule';
import { checkDatabaseAnswers, checkDatabaseWrites } from './service';

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
        await checkDatabaseAnswers(app.ctx.db);
      } catch (error) {
        // 503, not 500: the server is fine, its database is not (yet); a balancer retries later.
        request.log.warn({ err: error }, 'health check: the database does not answer');
        return reply
          .status(503)
          .send({ ...errorBody(503, messages.databaseUnavailable), reason: 'database_unavailable' });
      }
      try {
        // A database that answers may still be unable to store anything (a full disk).
        await checkDatabaseWrites(app.ctx.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database cannot write');
        const reason = isStorageFull(error) ? messages.databaseCannotWrite : messages.databaseUnavailable;
        return reply.status(503).send({ ...errorBody(503, reason), reason: 'database_cannot_write' });
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
