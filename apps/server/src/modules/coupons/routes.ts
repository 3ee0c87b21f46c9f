import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayInStore } from '@burgers/domain/coupons';
import { couponEditSchema, couponUpdateSchema } from '@burgers/domain/schemas/coupon';
import { couponResponse } from '@burgers/domain/schemas/coupon-response';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import type { Coupon } from '@burgers/domain/types';
import { guarded, routeAccess } from '#http/route-access';
import { idParams } from '#http/route-params';
import { badRequest } from '#lib/errors';
import { messages } from '#messages';
import * as service from './service';
import { audited } from '../activity/audit';

/** What the activity log keeps of a coupon (not its picture's address). */
const couponFacts = (c: Coupon) => ({
  code: c.code,
  title: c.title,
  discountPorcentage: c.discountPorcentage,
  expirationDate: c.expirationDate,
  productsId: c.productsId,
});
const couponById = async (db: Parameters<typeof service.listCoupons>[0], id: number) =>
  (await service.listCoupons(db)).find((c) => c.id === id);

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
      const created = await audited(
        app.ctx,
        request,
        { action: 'coupon.create', target: (c) => c.code, after: couponFacts },
        () => service.createCoupon(db, data),
      );
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
      const before = await couponById(db, data.id);
      const updated = await audited(
        app.ctx,
        request,
        {
          action: 'coupon.update',
          target: (c) => c.code,
          before: before && couponFacts(before),
          after: couponFacts,
          diff: true,
        },
        () => service.updateCoupon(db, data),
      );
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
    async (request) =>
      audited(
        app.ctx,
        request,
        { action: 'coupon.delete', target: (c) => c.code, before: undefined, after: () => null },
        async () => {
          const before = await couponById(db, request.params.id);
          const deleted = await service.deleteCoupon(db, request.params.id);
          return before ?? deleted;
        },
      ),
  );
};

export default couponsRoutes;
