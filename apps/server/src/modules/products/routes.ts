import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const productsRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default productsRoutes;
