import { mkdirSync } from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadsRoutes as table } from '@burgers/domain/routes/uploads';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import { badRequest, HttpError } from '#lib/errors';
import { messages } from '#messages';
import { MAX_UPLOAD_BYTES, countUpload, storeImage } from './service';

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}

/** Image uploads (product pictures and avatars), stored on disk and served with long cache headers. */
const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, guards } = app.ctx;
  const storage = app.ctx.imageStorage;
  mkdirSync(storage.dir, { recursive: true });

  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
  });

  // Every stored name is new (a UUID), so a URL's content never changes and may be cached for a year.
  await app.register(fastifyStatic, {
    root: storage.dir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  defineRoute(
    app,
    table.upload,
    {
      access: routeAccess(guards).user(),
      docs: {
        tags: ['uploads'],
        summary: 'Sube una imagen (multipart, campo file): JPG, PNG o WEBP de hasta 5 MB',
        consumes: ['multipart/form-data'],
        response: { 400: errorResponse, 413: errorResponse, 415: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, messages.uploadMissingFile);
      const uploader = await guards.requireUser(request);
      await countUpload(app.ctx.db, uploader.id, config.uploadsPerHour);
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === 'file' && !bytes) bytes = await part.toBuffer();
          else if (part.type === 'file') part.file.resume(); // drain anything else so the request completes
        }
      } catch (error) {
        if (isFileTooLarge(error)) throw new HttpError(413, messages.uploadTooLarge);
        throw error;
      }
      if (!bytes || bytes.length === 0) throw badRequest(messages.uploadMissingFile);
      const name = await storeImage(storage, bytes);
      return reply.status(201).send({ secure_url: `${config.publicUrl}/api/uploads/${name}` });
    },
  );
};

export default uploadsRoutes;
