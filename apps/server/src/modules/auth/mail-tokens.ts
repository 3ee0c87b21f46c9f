import { createHash, randomBytes } from 'node:crypto';

/**
 * A single-purpose token for a mailed link: 32 random bytes, URL-safe. Only its SHA-256 is
 * stored, so a copy of the database does not hold working links.
 */
export function newMailToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashMailToken(token) };
}

export function hashMailToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
