import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayInStore } from '@burgers/domain/coupons';
import { couponEditSchema, couponUpdateSchema } from '@burgers/domain/schemas/coupon';
import { couponResponse } from '@burgers/domain/schemas/coupon-response';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { guarded, routeAccess } from '#http/route-access';
import { idParams } from '#http/route-params';
import { badRequest } from '#lib/errors';
import { messages } from '#messages';
import * as service from './service';

/*
 * "Today or later" depends on the day of the request, so route schemas (compiled once at start)
 * accept any date; they give the shape and the OpenAPI docs, and each handler parses again with
 * the store's date of today.
 */
const ANY_DAY = '0000-01-01';

function parseToday<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? messages.invalidInput);
  return parsed.data;
}

const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, guards } = app.ctx;
  const onlyAdmin = routeAccess(guards).role('admin');
  const adminErrors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };

  app.get(
    '/coupons',
    {
      schema: {
        tags: ['coupons'],
        summary: 'Lista los cupones (también los vencidos)',
        response: { 200: z.array(couponResponse) },
      },
    },
    async (request, reply) => {
      await app.ctx.catalogueCache.serve(request, reply, 'coupons', 'all', () => service.listCoupons(db));
      return reply;
    },
  );

  app.post(
    '/coupons',
    guarded(onlyAdmin, {
      tags: ['coupons'],
      summary: 'Crea un cupón',
      body: couponEditSchema(ANY_DAY),
      response: { 201: couponResponse, ...adminErrors },
    }),
    async (request, reply) => {
      const data = parseToday(couponEditSchema(todayInStore()), request.body);
      const created = await service.createCoupon(app.ctx, await guards.requireUser(request), data);
      return reply.status(201).send(created);
    },
  );

  // docs/product/admin.md#coupons: a successful coupon update answers 201.
  app.put(
    '/coupons',
    guarded(onlyAdmin, {
      tags: ['coupons'],
      summary: 'Modifica un cupón',
      body: couponUpdateSchema(ANY_DAY),
      response: { 201: couponResponse, ...adminErrors },
    }),
    async (request, reply) => {
      const data = parseToday(couponUpdateSchema(todayInStore()), request.body);
      const updated = await service.updateCoupon(app.ctx, await guards.requireUser(request), data);
      return reply.status(201).send(updated);
    },
  );

  app.delete(
    '/coupons/:id',
    guarded(onlyAdmin, {
      tags: ['coupons'],
      summary: 'Elimina un cupón',
      params: idParams(),
      response: { 200: couponResponse, ...adminErrors },
    }),
    async (request) => service.deleteCoupon(app.ctx, await guards.requireUser(request), request.params.id),
  );
};

export default couponsRoutes;
