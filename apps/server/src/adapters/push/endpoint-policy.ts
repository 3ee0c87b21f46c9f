import { isIP } from 'node:net';

/**
 * A subscription's endpoint is an address the shop will later call: it must be https and on one
 * of the push services' hosts (PUSH_SERVICE_HOSTS), so a subscription can never make the server
 * reach into its own network. An IP address passes only when it is listed as it is.
 */
export function endpointAllowed(endpoint: string, allowedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (isIP(host)) return allowedHosts.includes(host);
  return allowedHosts.some((allowed) => hostMatches(host, allowed));
}

function hostMatches(host: string, allowed: string): boolean {
  if (allowed.startsWith('*.')) {
    const suffix = allowed.slice(1);
    return host.endsWith(suffix) && host.length > suffix.length;
  }
  return host === allowed;
}

/** Loopback, private, link-local, carrier-grade NAT, multicast and unspecified addresses. */
export function isInternalAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const v6 = address.toLowerCase();
  return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || v6.startsWith('ff');
}
