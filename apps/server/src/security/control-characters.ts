import type { FastifyInstance } from 'fastify';
import { badRequest } from '#lib/errors';
import { messages } from '#messages';

/**
 * Control characters other than tab, line feed and carriage return. PostgreSQL refuses a NUL in
 * text outright (a 500 and the whole statement in the error log), and none of them belongs in a
 * name, a note, a code or an id.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Each percent-escape decoded on its own, so a broken escape elsewhere cannot hide a `%00`. */
function percentDecoded(text: string): string {
  return text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function holdsControlCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value);
  // JSON bodies are shallow; the depth bound only keeps a hostile one from costing much.
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsControlCharacter(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => CONTROL_CHARACTER.test(key) || holdsControlCharacter(item, depth + 1),
  );
}

/**
 * One guard for every route instead of a rule per field: the path, the query and every string of
 * a JSON body are refused with a 400 in Spanish when they hold a control character, before any
 * route's schema or the database sees them. Registered before the routes, so it covers them all.
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (CONTROL_CHARACTER.test(percentDecoded(request.url))) throw badRequest(messages.controlCharacters);
  });
  app.addHook('preValidation', async (request) => {
    if (holdsControlCharacter(request.body)) throw badRequest(messages.controlCharacters);
  });
}
