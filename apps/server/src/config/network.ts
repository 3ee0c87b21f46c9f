import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';

/** Whom to believe about the client's address: Fastify's trustProxy option. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * Off by default: without a proxy in front, X-Forwarded-For is whatever the client wrote, and
 * trusting it would let anyone pick the IP the login limit counts. 'true' trusts every hop, a
 * number trusts that many hops from this server, a list trusts those proxy addresses or ranges.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): TrustProxy => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) {
      // Fastify 5 ignores a bare hop count, so it is given as the function proxy-addr would build.
      const hops = Number(value);
      return (_address, hop) => hop < hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    try {
      // The parser Fastify uses, so a bad address fails here, with the variable's name.
      proxyAddr.compile(entries);
      return entries;
    } catch {
      context.addIssue({
        code: 'custom',
        message: "expected 'true', 'false', a number of proxy hops or a comma-separated list of proxy addresses",
      });
      return z.NEVER;
    }
  });

/** localhost, 127.0.0.0/8 or ::1: an address only this machine can open. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}
