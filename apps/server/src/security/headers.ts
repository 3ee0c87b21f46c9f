import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#config';

/** Where the embedded map of the store comes from (apps/web StoreMap): the only outside frame. */
export const MAP_FRAME_ORIGIN = 'https://www.google.com';

export type CspDirectives = Record<string, string[]>;

/**
 * The one Content-Security-Policy of the shop, as directives, so other parts (an identity
 * provider's pages, server-rendered pages) extend it here rather than writing their own.
 *
 * Scripts only from the shop itself: no inline script, no eval. A non-executable data block
 * (`<script type="application/json">`, `application/ld+json`) is fine under script-src 'self'.
 * Styles, fonts and images from the shop (images and fonts also as data: URIs, which the
 * Bootstrap theme uses). Payments need no origin here: the browser navigates to MercadoPago's
 * checkout, and nothing of it is embedded. Only the shop itself may frame its pages.
 */
export function contentSecurityPolicy(config: Config): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    // The delivery maps' tiles, when a tile server is set (MAP_TILES_URL).
    'img-src': ["'self'", 'data:', ...tileOrigin(config)],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': [MAP_FRAME_ORIGIN],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
}

function tileOrigin(config: Config): string[] {
  if (!config.mapTilesUrl) return [];
  try {
    return [new URL(config.mapTilesUrl.replace(/\{[^}]*\}/g, 'a')).origin];
  } catch {
    return [];
  }
}

/** Serialises directives into a header value (used for the per-route policy of the API docs). */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Security headers on every answer (pages, API, files): CSP, nosniff, a strict referrer policy,
 * HSTS only when the public address is https (on http it would lock people out of a local shop),
 * and no X-Powered-By (Fastify sends none).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    xFrameOptions: { action: 'sameorigin' },
    // The map is a cross-origin frame without CORP headers; requiring them would blank it.
    crossOriginEmbedderPolicy: false,
    // Product pictures and the logo are loaded by mail clients from other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}

/**
 * The API documentation (Swagger UI, /api/docs) is the one exception: its bundle injects a
 * <style> element, so its pages alone also allow inline styles. Scripts stay 'self' only.
 */
export function docsContentSecurityPolicy(header: string): string {
  return header.replace(/style-src 'self'(?=;|$)/, "style-src 'self' 'unsafe-inline'");
}
