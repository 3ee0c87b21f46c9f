/**
 * The shape of one entry of the route table: where a route is (method and path) and what travels
 * on it (params, query, body and the success answer, as zod schemas). The server registers its
 * routes from these entries (apps/server/src/http/route.ts) and the web app calls them by name
 * with the types inferred (apps/web/src/api/call.ts), so neither side restates the other's facts.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where a route is: all the web app needs at run time (no schema, so no zod in its bundle). */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
}

/** The success answer: 200, 201 for a route that creates, 204 (`z.null()`) for an empty one. */
export type SuccessResponse = { readonly 200: z.ZodType } | { readonly 201: z.ZodType } | { readonly 204: z.ZodType };

export interface RouteShape extends Endpoint {
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: SuccessResponse;
}

/** A table entry: kept literal (`'GET'`, `'/products/:id'`) so the address is part of its type. */
export function route<const Shape extends RouteShape>(shape: Shape): Shape {
  return shape;
}

/** An area's table: its routes by name. */
export type RouteTable = Readonly<Record<string, RouteShape>>;

/**
 * The run-time address of a table entry carrying the entry's type: what the web app imports, with
 * the entry itself imported as a type only. `route` is never set; it only carries the type.
 */
export interface TypedEndpoint<Shape extends RouteShape> {
  readonly method: Shape['method'];
  readonly path: Shape['path'];
  readonly route?: Shape;
}

/** An area's addresses, one per entry of its table (routes/*-paths.ts, derived from the table). */
export type EndpointsOf<Table extends RouteTable> = { readonly [Name in keyof Table]: TypedEndpoint<Table[Name]> };
