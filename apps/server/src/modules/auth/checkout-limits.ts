import type { Config } from '#config';
import type { Tx } from '#db/client';
import { HttpError } from '#lib/errors';
import { messages } from '#messages';
import { recordAndCountAttempts } from './login-attempts-repo';

/**
 * Counts one checkout under the account and under the client's IP (TRUST_PROXY-aware), in the
 * database so every instance shares the count. Past CHECKOUT_LIMIT_PER_ACCOUNT or
 * CHECKOUT_LIMIT_PER_IP within the window it answers 429 in Spanish; a refused checkout is not
 * counted, so waiting is enough.
 */
export async function countCheckout(
  ctx: { db: Tx; config: Pick<Config, 'checkoutLimit'> },
  request: { userId: number; ip: string },
): Promise<void> {
  const { perAccount, perIp, windowMinutes } = ctx.config.checkoutLimit;
  const forAccount = `checkout:user:${request.userId}`;
  const forIp = `checkout:ip:${request.ip}`;
  const attempt = await recordAndCountAttempts(ctx.db, [forAccount, forIp], windowMinutes);
  if ((attempt.counts.get(forAccount) ?? 0) > perAccount || (attempt.counts.get(forIp) ?? 0) > perIp) {
    await attempt.forget();
    throw new HttpError(429, messages.tooManyCheckouts);
  }
}
