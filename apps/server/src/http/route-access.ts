import type { FastifyRequest } from 'fastify';
import type { Role } from '@burgers/domain/constants';
import { errorResponse } from '@burgers/domain/schemas/error-response';
import type { Guards } from './auth';

/** The session token as the OpenAPI document names it (app.ts declares the `authToken` scheme). */
const SESSION_SECURITY = [{ authToken: [] as string[] }];

const noSession = { 401: errorResponse } as const;
const noSessionOrNotAllowed = { 401: errorResponse, 403: errorResponse } as const;

/**
 * Who may call a route, in the three places a route states it: the check that runs on request
 * (before the body is read, so whoever may not call learns nothing about its rules), the OpenAPI
 * `security` and the 401/403 answers the check gives.
 */
export interface RouteAccess<Errors> {
  onRequest: (request: FastifyRequest) => Promise<void>;
  security: typeof SESSION_SECURITY;
  errors: Errors;
}

function access<Errors>(check: (request: FastifyRequest) => Promise<unknown>, errors: Errors): RouteAccess<Errors> {
  return {
    onRequest: async (request) => {
      await check(request);
    },
    security: SESSION_SECURITY,
    errors,
  };
}

/** The kinds of access a route asks for, on the guards that read the user from the database. */
export function routeAccess(guards: Guards) {
  return {
    /** Any active account: 401 without a valid session. */
    user: () => access(guards.requireUser, noSession),
    /** An active account with one of these roles: 401, or 403 for another role. */
    role: (...roles: Role[]) => access(guards.requireRole(...roles), noSessionOrNotAllowed),
    /** Only the user the path parameter names: 401, or 403 for anyone else. */
    self: (param: string) =>
      access(
        (request) => guards.requireSelf(request, Number((request.params as Record<string, string>)[param])),
        noSessionOrNotAllowed,
      ),
  };
}

type ResponseOf<Schema> = Schema extends { response: infer Response } ? Response : unknown;

/**
 * A route's `onRequest` and `schema` with its access: the schema gains the `security` and the 401/403
 * answers, beside the ones the route lists itself.
 */
export function guarded<Errors, Schema extends object>(access: RouteAccess<Errors>, schema: Schema) {
  const response = (schema as { response?: object }).response;
  return {
    onRequest: access.onRequest,
    schema: {
      ...schema,
      security: access.security,
      response: { ...access.errors, ...response } as Errors & ResponseOf<Schema>,
    },
  };
}
