import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayInStore } from '@burgers/domain/coupons';
import { couponsRoutes as table } from '@burgers/domain/routes/coupons';
import { couponEditSchema, couponUpdateSchema } from '@burgers/domain/schemas/coupon';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { defineRoute } from '#http/route';
import { routeAccess } from '#http/route-access';
import { badRequest } from '#lib/errors';
import { messages } from '#messages';
import * as service from './service';

/*
 * "Today or later" depends on the day of the request, so the table's schemas (compiled once at
 * start) accept any date; each handler parses again with the store's date of today.
 */
function parseToday<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? messages.invalidInput);
  return parsed.data;
}

const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, guards } = app.ctx;
  const onlyAdmin = routeAccess(guards).role('admin');
  const adminErrors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };

  defineRoute(
    app,
    table.list,
    { docs: { tags: ['coupons'], summary: 'Lista los cupones (también los vencidos)' } },
    async (request, reply) => {
      await app.ctx.catalogueCache.serve(request, reply, 'coupons', 'all', () => service.listCoupons(db));
      return reply;
    },
  );

  defineRoute(
    app,
    table.personal,
    {
      access: routeAccess(guards).self('id'),
      docs: {
        tags: ['coupons'],
        summary: 'Mis cupones personales (Te extrañamos) que todavía puedo usar',
        response: { 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.personalCoupons(db, request.params.id)),
  );

  defineRoute(
    app,
    table.create,
    { access: onlyAdmin, docs: { tags: ['coupons'], summary: 'Crea un cupón', response: adminErrors } },
    async (request, reply) => {
      const data = parseToday(couponEditSchema(todayInStore()), request.body);
      const created = await service.createCoupon(app.ctx, await guards.requireUser(request), data);
      return reply.status(201).send(created);
    },
  );

  // docs/product/admin.md#coupons: a successful coupon update answers 201.
  defineRoute(
    app,
    table.update,
    { access: onlyAdmin, docs: { tags: ['coupons'], summary: 'Modifica un cupón', response: adminErrors } },
    async (request, reply) => {
      const data = parseToday(couponUpdateSchema(todayInStore()), request.body);
      const updated = await service.updateCoupon(app.ctx, await guards.requireUser(request), data);
      return reply.status(201).send(updated);
    },
  );

  defineRoute(
    app,
    table.remove,
    { access: onlyAdmin, docs: { tags: ['coupons'], summary: 'Elimina un cupón', response: adminErrors } },
    async (request) => service.deleteCoupon(app.ctx, await guards.requireUser(request), request.params.id),
  );
};

export default couponsRoutes;
