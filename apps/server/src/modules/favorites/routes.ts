import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const favoritesRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default favoritesRoutes;
