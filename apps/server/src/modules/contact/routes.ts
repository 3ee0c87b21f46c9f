import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const contactRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default contactRoutes;
