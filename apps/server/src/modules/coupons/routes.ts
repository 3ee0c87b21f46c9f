import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const couponsRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default couponsRoutes;
