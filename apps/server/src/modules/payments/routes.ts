import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const paymentsRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default paymentsRoutes;
