import { isIP } from 'node:net';

/**
 * A subscription's endpoint is an address the shop will later call: it must be https and on one
 * of the push services' hosts (PUSH_SERVICE_HOSTS), on port 443 or the one its entry names, so a
 * subscription can never make the server reach into its own network nor another service of an
 * allowed host. An IP address passes only when it is listed as it is.
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
  // Only 443 (https' own), unless the allow-list entry names the port: no other service of the host.
  const port = url.port || '443';
  return allowedHosts.some((entry) => {
    const allowed = hostAndPort(entry);
    if (allowed.port !== port) return false;
    return isIP(host) ? allowed.host === host : hostMatches(host, allowed.host);
  });
}

/** `host`, `host:port`, an IP address, or `[v6]:port`; the port is 443 when not named. */
function hostAndPort(entry: string): { host: string; port: string } {
  if (isIP(entry)) return { host: entry, port: '443' };
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed) return { host: bracketed[1]!, port: bracketed[2] ?? '443' };
  const named = /^(.*):(\d+)$/.exec(entry);
  return named ? { host: named[1]!, port: named[2]! } : { host: entry, port: '443' };
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
