/** An error the client is meant to read: status and Spanish message become `{ error }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503,
    message: string,
    /** More of the answer beside `error` (checkout's 409 carries the newly priced cart). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/**
 * Errors that mean "the data could not be stored", not "the request was wrong": PostgreSQL's
 * disk_full (53100) and read-only transaction (25006), and the file system's no space, quota and
 * read-only errors. Drivers wrap errors, so the causes are followed a few levels down.
 */
const STORAGE_FULL_CODES = new Set(['53100', '25006', 'ENOSPC', 'EDQUOT', 'EROFS']);

export function isStorageFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && STORAGE_FULL_CODES.has(code)) return true;
    current = cause;
  }
  return false;
}
