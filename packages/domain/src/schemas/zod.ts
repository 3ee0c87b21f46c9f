/**
 * zod, configured once for every schema of the shop. Every schema module imports `z` from here,
 * so the setting is in place before any schema is built or parsed, on both sides.
 *
 * jitless: the shop's pages run under a Content-Security-Policy without 'unsafe-eval', and zod's
 * compiled fast path would otherwise probe `new Function`, which the browser reports as a violation.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
