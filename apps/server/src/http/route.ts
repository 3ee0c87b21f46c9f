import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteShape } from '@burgers/domain/routes/define';
import type { RouteAccess } from './route-access';

/** The app as a module's plugin receives it (FastifyPluginAsyncZod). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What the module adds to a table entry's schema: the OpenAPI words and its own error answers. */
export interface RouteDocs {
  tags: string[];
  summary: string;
  description?: string;
  hide?: boolean;
  /** The error answers this route gives (400, 404, 409…); the success answer is the table's. */
  response?: Readonly<Record<number, unknown>>;
}

type Picked<Shape extends RouteShape> = Pick<Shape, Extract<keyof Shape, 'params' | 'querystring' | 'body'>>;
type ErrorsOf<Docs extends RouteDocs> = Docs extends { response: infer Errors } ? Errors : unknown;

/** The schema fastify sees: the table's params, query, body and answer, the module's words and errors. */
export type RouteSchema<Shape extends RouteShape, Docs extends RouteDocs, AccessErrors> = Picked<Shape> &
  Omit<Docs, 'response'> & { response: AccessErrors & Shape['response'] & ErrorsOf<Docs> };

type Options = Omit<RouteShorthandOptions, 'schema'>;

/**
 * Registers one route of the table (packages/domain/src/routes): its method, path and the schemas
 * of what travels on it come from the entry, so the server answers exactly what the web client's
 * types say. The module adds only what is its own: the OpenAPI words, its error answers, who may
 * call (`access`, as `guarded` did: checked on request, with `security` and 401/403), rate limits
 * and hooks (`options`).
 */
export function defineRoute<const Shape extends RouteShape, const Docs extends RouteDocs, AccessErrors = unknown>(
  app: ZodApp,
  route: Shape,
  setup: { docs: Docs; access?: RouteAccess<AccessErrors>; options?: Options },
  handler: RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    unknown,
    RouteSchema<Shape, Docs, AccessErrors>,
    ZodTypeProvider
  >,
): void {
  const { docs, access, options = {} } = setup;
  const { method, path, response, ...shapes } = route;
  const schema = {
    ...docs,
    ...shapes,
    ...(access ? { security: access.security } : {}),
    response: { ...(access?.errors as object | undefined), ...response, ...docs.response },
  };
  const ownOnRequest = options.onRequest;
  const onRequest = access ? [access.onRequest, ...(ownOnRequest ? [ownOnRequest].flat() : [])] : ownOnRequest;
  app.route({
    ...options,
    ...(onRequest ? { onRequest } : {}),
    method,
    url: path,
    schema,
    handler,
  } as unknown as Parameters<ZodApp['route']>[0]);
}
