import { timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backupWrittenResponse } from '@burgers/domain/schemas/backup-response';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { errorBody } from '#lib/error-codes';
import { messages } from '#messages';
import { backupRequestKey, backupSourceOf, takeBackup } from './backup';
import { recordManualBackup, scheduleBackups } from './schedule';

const sameKey = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * POST /api/ops/backup: `npm run backup` on the embedded database asks the running server, the
 * only process that may open it, to write the backup. Only with the key derived from the secret.
 */
export const backupRoutes: FastifyPluginAsyncZod<{ automatic: boolean }> = async (app, options) => {
  const { ctx } = app;
  const source = backupSourceOf(ctx);
  const key = backupRequestKey(ctx.config.jwtSecret);

  app.post(
    '/ops/backup',
    {
      schema: {
        hide: true,
        body: z.object({
          file: z
            .string()
            .refine((file) => path.isAbsolute(file))
            .optional(),
        }),
        response: { 201: backupWrittenResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const header = request.headers.authorization ?? '';
      if (!sameKey(header.replace(/^Bearer /, ''), key))
        return reply.status(401).send(errorBody(401, messages.unauthenticated));
      const written = await takeBackup(source, request.body.file);
      await recordManualBackup(ctx.db, written, ctx.now());
      request.log.info({ file: written.file, size: written.size, sha256: written.sha256 }, 'backup written on request');
      return reply.status(201).send(written);
    },
  );

  const { backupHour, backupKeep } = ctx.config.ops;
  if (options.automatic && backupHour !== null) {
    const schedule = scheduleBackups({ source, hour: backupHour, keep: backupKeep, log: app.log });
    app.addHook('preClose', async () => schedule.stop());
  }
};
