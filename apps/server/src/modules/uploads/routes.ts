import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const uploadsRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default uploadsRoutes;
