import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const checkoutRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default checkoutRoutes;
