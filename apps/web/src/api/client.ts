import type { RouteShape, TypedEndpoint } from '@burgers/domain/routes/define';
import type { z } from '@burgers/domain/schemas/zod';
import { useSession } from '#stores/session';

/** An API failure with the server's Spanish message when it sent one. */
export class ApiError extends Error {
  /** The answer's stable `code` (`accountNotActivated`, `notFound`): what screens compare, never the sentence. */
  readonly code: string;

  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = body && typeof body === 'object' && 'code' in body && typeof body.code === 'string' ? body.code : '';
  }
}

/** Whether a failed call answered this `code`. */
export const hasErrorCode = (error: unknown, ...codes: string[]): error is ApiError =>
  error instanceof ApiError && codes.includes(error.code);

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Lets the call finish while the page navigates away (logout on the way to the provider). */
  keepalive?: boolean;
}

/**
 * Calls whose 401 is their own answer, not a lapsed session (docs/product/accounts.md#sessions-and-logout): a wrong password at login or
 * at a contested activation, the identity provider's code exchange, and the logout that revokes the
 * token anyway.
 */
const OWN_401_PATHS = /^\/(login|logout|activateAccount)([/?]|$)/;

/**
 * Pages where docs/product/cart.md#checkout-and-payment decides what a lapsed session shows: on the checkout page a refused payment
 * offers 'Primero debes iniciar sesión!' (MercadoPagoPage). No call answered there, background ones
 * included, ends the session behind that popup's back. Paths are matched as the router does, without case.
 */
const PAGES_WITH_THEIR_OWN_LAPSE = /^\/mercadopago\/*$/i;

/**
 * The server refused the token this call carried: end the local session and remember the page, so
 * the app tells the person once and brings them back after logging in. Once: later refusals carry
 * a token that is no longer the stored one.
 */
function endLapsedSession(sentToken: string): void {
  const session = useSession.getState();
  if (session.user?.token !== sentToken) return;
  const { pathname, search, hash } = window.location;
  if (PAGES_WITH_THEIR_OWN_LAPSE.test(pathname)) return;
  session.expire(`${pathname}${search}${hash}`);
}

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : never;
type QueryValue = string | number | boolean | undefined;

/** What a route answers when it succeeds, inferred from its table entry (200, 201, or 204's null). */
export type AnswerOf<Shape extends RouteShape> = Shape['response'] extends { 200: infer Schema }
  ? Output<Schema>
  : Shape['response'] extends { 201: infer Schema }
    ? Output<Schema>
    : null;

type ParamsPart<Shape> = Shape extends { params: infer Params }
  ? { params: { readonly [Name in keyof Output<Params>]: string | number } }
  : { params?: undefined };
type QueryPart<Shape> = Shape extends { querystring: infer Query }
  ? { query?: { readonly [Name in keyof Output<Query>]?: QueryValue } }
  : { query?: undefined };
// A route without a body schema may take a form (an upload, read by the server itself).
type BodyPart<Shape> = Shape extends { body: infer Body extends z.ZodType }
  ? undefined extends z.input<Body>
    ? { body?: z.input<Body> }
    : { body: z.input<Body> }
  : { body?: FormData };

/** A call's path parameters, query and body as the route's table entry types them. */
export type CallInput<Shape extends RouteShape> = ParamsPart<Shape> &
  QueryPart<Shape> &
  BodyPart<Shape> & { signal?: AbortSignal; keepalive?: boolean };

/** The body a route takes, for a form's submit handler that builds it before the call. */
export type BodyOf<Endpoint> =
  Endpoint extends TypedEndpoint<infer Shape>
    ? Shape extends { body: infer Body extends z.ZodType }
      ? z.input<Body>
      : never
    : never;

/** The input may be left out when nothing in it is required (no params, no body). */
type CallArgs<Shape extends RouteShape> =
  Partial<CallInput<Shape>> extends CallInput<Shape> ? [input?: CallInput<Shape>] : [input: CallInput<Shape>];

/**
 * Calls a route of the table by its address (`routes/<area>-paths.ts`): the path is filled from
 * `params`, and the input and the answer are typed by the route's table entry, so the web app never
 * restates what the server takes or answers.
 */
export function callApi<Shape extends RouteShape>(
  endpoint: TypedEndpoint<Shape>,
  ...[input]: CallArgs<Shape>
): Promise<AnswerOf<Shape>> {
  const { params, query, body, signal, keepalive } = (input ?? {}) as CallInput<RouteShape> & {
    params?: Readonly<Record<string, string | number>>;
    query?: Readonly<Record<string, QueryValue>>;
    body?: unknown;
  };
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
  return api<AnswerOf<Shape>>(path, { method: endpoint.method, query, body, signal, keepalive });
}

/** The one way the web app calls the API: same origin, JSON, the auth-token header added here. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = {};
  const token = useSession.getState().user?.token;
  if (token) headers['auth-token'] = token;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
    keepalive: options.keepalive,
  });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!response.ok) {
    if (response.status === 401 && token && !OWN_401_PATHS.test(path)) endLapsedSession(token);
    const message =
      data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' ? data.error : '';
    throw new ApiError(response.status, message, data);
  }
  return data as T;
}

/**
 * A route that answers a file's text rather than JSON (a CSV, the ticket's QR SVG): not in the route
 * table, which lists JSON answers only, so it is called by its address.
 */
export const apiText = (path: string, options: RequestOptions = {}): Promise<string> =>
  api<unknown>(path, options).then((data) => (typeof data === 'string' ? data : ''));

/** The server's message when it is a string, else the screen's own fallback (docs/product/messages.md#server-errors). */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
