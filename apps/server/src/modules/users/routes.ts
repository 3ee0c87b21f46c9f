import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const usersRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default usersRoutes;
