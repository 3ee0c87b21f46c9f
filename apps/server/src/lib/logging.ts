import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

// The live-orders stream takes its token in the query (EventSource cannot send headers): keep it out of logs.
// Mail links carry theirs in the path (activation, password reset, unsubscribe): the same.
const TOKEN_IN_PATH = /(\/(?:activateAcount|activateAccount|resetPassword|unsubscribe)\/)[^/?#]+/gi;

export function redactToken(url: string): string {
  return url.replace(/([?&]token=)[^&]*/g, '$1[redacted]').replace(TOKEN_IN_PATH, '$1[redacted]');
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
