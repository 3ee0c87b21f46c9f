import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const reviewsRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default reviewsRoutes;
