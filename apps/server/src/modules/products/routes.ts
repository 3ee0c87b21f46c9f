import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRODUCT_TYPES, type ProductType } from '@burgers/domain/constants';
import { productsRoutes as table } from '@burgers/domain/routes/products';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import { productResponse } from '@burgers/domain/schemas/product-response';
import { productSchemas, productUpdateSchemas } from '@burgers/domain/schemas/products';
import { defineRoute } from '#http/route';
import { guarded, routeAccess } from '#http/route-access';
import { idParams } from '#http/route-params';
import { badRequest, forbidden } from '#lib/errors';
import { assertShopImage } from '#lib/shop-images';
import { messages } from '#messages';
import { catalogueKey } from './catalogue-query';
import * as service from './service';
import * as writes from './writes';

const productIdParams = idParams(messages.productIdInvalid);

const adminErrors = { 400: errorResponse, 404: errorResponse };

/** Admin writes of one product type: create, update, deactivate, restore. */
function registerProductWrites(app: FastifyInstance, type: ProductType) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { guards, config } = app.ctx;
  const onlyAdmin = routeAccess(guards).role('admin');
  const tags = ['products'];

  api.post(
    `/${type}`,
    guarded(onlyAdmin, {
      tags,
      summary: `Crea un producto (${type})`,
      body: productSchemas[type],
      response: { 201: productResponse, ...adminErrors },
    }),
    async (request, reply) => {
      assertShopImage(request.body.imgUri, config.publicUrl);
      const created = await writes.createProduct(app.ctx, await guards.requireUser(request), type, request.body);
      return reply.status(201).send(created);
    },
  );

  api.put(
    `/${type}`,
    guarded(onlyAdmin, {
      tags,
      summary: `Modifica un producto (${type})`,
      body: productUpdateSchemas[type],
      response: { 200: productResponse, ...adminErrors },
    }),
    async (request) => {
      assertShopImage(request.body.imgUri, config.publicUrl);
      return writes.updateProduct(app.ctx, await guards.requireUser(request), type, request.body);
    },
  );

  api.delete(
    `/${type}/:id`,
    guarded(onlyAdmin, {
      tags,
      summary: `Desactiva un producto (${type})`,
      params: productIdParams,
      response: { 200: productResponse, ...adminErrors },
    }),
    async (request) =>
      writes.setProductActive(app.ctx, await guards.requireUser(request), type, request.params.id, false),
  );

  api.post(
    `/${type}/:id`,
    guarded(onlyAdmin, {
      tags,
      summary: `Reactiva un producto (${type})`,
      params: productIdParams,
      response: { 200: productResponse, ...adminErrors },
    }),
    async (request) =>
      writes.setProductActive(app.ctx, await guards.requireUser(request), type, request.params.id, true),
  );
}

/** The catalogue: public listings and detail, admin writes for every product type. */
const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, guards, catalogueCache: cache } = app.ctx;
  const staffOnly = routeAccess(guards).role('employee', 'admin');

  async function isAdmin(request: FastifyRequest): Promise<boolean> {
    const user = await guards.optionalUser(request);
    return user?.role === 'admin';
  }

  defineRoute(
    app,
    table.list,
    {
      docs: {
        tags: ['products'],
        summary:
          'Lista el menú con filtros (por defecto: hamburguesas, combos, bebidas y papas activas); con limit, una página y en el encabezado next-cursor dónde sigue',
        response: { 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const { limit, cursor, ...filter } = request.query;
      const after = cursor === undefined ? undefined : service.decodeCursor(cursor);
      if (cursor !== undefined && !after) throw badRequest(messages.productCursorInvalid);
      if (filter.isDeleted) {
        const user = await guards.requireUser(request);
        if (user.role !== 'admin') throw forbidden(messages.deletedFilterAdminOnly);
      }
      if (limit !== undefined) {
        const page = await service.listCatalogue(db, filter, { limit, after });
        if (page.nextCursor) void reply.header('next-cursor', page.nextCursor);
        return page.products;
      }
      // The admin's list with inactive products is never kept; every visitor's menu is.
      if (filter.isDeleted) return (await service.listCatalogue(db, filter)).products;
      await cache.serve(
        request,
        reply,
        'products',
        catalogueKey(request.query),
        async () => (await service.listCatalogue(db, filter)).products,
      );
      return reply;
    },
  );

  defineRoute(
    app,
    table.get,
    {
      docs: {
        tags: ['products'],
        summary: 'Detalle de un producto (los eliminados sólo para administradores)',
        response: { 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // An active product is the same for everyone and kept; anything else is looked up each time.
      if (await cache.serve(request, reply, 'products', `id ${id}`, () => service.findActiveProduct(db, id)))
        return reply;
      return service.getProduct(db, id, await isAdmin(request));
    },
  );

  defineRoute(
    app,
    table.ingredients,
    { docs: { tags: ['products'], summary: 'Ingredientes activos del armador' } },
    async (request, reply) => {
      await cache.serve(request, reply, 'products', 'ingredients', () => service.listActive(db, 'ingredients'));
      return reply;
    },
  );

  defineRoute(
    app,
    table.burgerBases,
    { docs: { tags: ['products'], summary: 'Bases activas del armador' } },
    async (request, reply) => {
      await cache.serve(request, reply, 'products', 'burgerBase', () => service.listActive(db, 'burgerBase'));
      return reply;
    },
  );

  defineRoute(
    app,
    table.stock,
    // One tap in the kitchen or the back office: sold out now, back in stock later.
    {
      access: staffOnly,
      docs: {
        tags: ['products'],
        summary: 'Marca un producto, ingrediente o base sin stock o de nuevo en stock',
        response: adminErrors,
      },
    },
    async (request) =>
      writes.setInStock(app.ctx, await guards.requireUser(request), request.params.id, request.body.inStock),
  );

  defineRoute(
    app,
    table.optionStock,
    // The same tap as a product's stock: the kitchen ran out of a plain option ("Pan sin TACC").
    {
      access: staffOnly,
      docs: {
        tags: ['products'],
        summary: 'Marca una opción sin stock o de nuevo en stock; responde el producto al que pertenece',
        response: adminErrors,
      },
    },
    async (request) =>
      writes.setOptionInStock(app.ctx, await guards.requireUser(request), request.params.id, request.body.inStock),
  );

  for (const type of PRODUCT_TYPES) registerProductWrites(app, type);
};

export default productsRoutes;
