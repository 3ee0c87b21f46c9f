import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const ordersRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default ordersRoutes;
