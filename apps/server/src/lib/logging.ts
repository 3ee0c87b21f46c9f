import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** A session token's shape (a JWT: three base64url parts, the first a JSON header "eyJ..."). */
const JWT_SHAPE = /eyJ[\w-]*\.[\w-]*\.[\w-]*/;
/** Mail links carry their token as the path's last part (activation, password reset, unsubscribe). */
const TOKEN_IN_PATH = /(\/(?:activateAcount|activateAccount|resetPassword|unsubscribe)\/)[^/?#]+/gi;

/** The URL's text with every percent-escape decoded on its own, so one broken escape hides nothing. */
function decoded(text: string): string {
  return text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The URL as it may be logged. The live streams take their token in the query (EventSource cannot
 * send headers), and a query can spell that parameter in many ways a parser would or would not
 * read (`%74oken=`, `TOKEN=`, `;token=`, `token%3D`). So the whole query string goes whenever it
 * mentions a token in any spelling or holds anything shaped like one, and so does a path with a
 * token's shape in it; the rest of the query is kept for reading the log.
 */
export function redactToken(url: string): string {
  const at = url.indexOf('?');
  const pathname = at === -1 ? url : url.slice(0, at);
  const query = at === -1 ? '' : url.slice(at + 1);
  const safePath = JWT_SHAPE.test(decoded(pathname)) ? '[redacted]' : pathname.replace(TOKEN_IN_PATH, '$1[redacted]');
  if (!query) return safePath + (at === -1 ? '' : '?');
  const plain = decoded(query).toLowerCase();
  const risky = plain.includes('token') || JWT_SHAPE.test(decoded(query));
  return `${safePath}?${risky ? '[redacted]' : query}`;
}

/** One line per request, written when it ends, instead of Fastify's two ("incoming", "completed"). */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const url = redactToken(request.url);
    const ms = Math.round(reply.elapsedTime);
    const fields = { method: request.method, url, statusCode: reply.statusCode, responseTime: ms };
    const line = `${request.method} ${url} ${reply.statusCode} ${ms} ms`;
    if (error) reply.log.error({ ...fields, err: error }, line);
    else reply.log.info(fields, line);
  }
}

/**
 * JSON lines for log collectors; on a terminal, pino-pretty's readable lines instead, leaving out
 * the request's fields because the line's message already says them.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (level === 'silent') return { logger: false };
  const logController = new OneLinePerRequest();
  // A stream given by the caller (tests read the log) takes the JSON lines.
  if (stream) return { logger: { level, stream }, logController };
  if (!process.stdout.isTTY) return { logger: { level }, logController };
  return {
    logger: {
      level,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,method,url,statusCode,responseTime' },
      },
    },
    logController,
  };
}
