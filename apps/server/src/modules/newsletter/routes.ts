import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const newsletterRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default newsletterRoutes;
