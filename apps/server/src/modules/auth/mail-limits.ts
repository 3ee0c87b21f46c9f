import type { Config } from '#config';
import type { Tx } from '#db/client';
import { HttpError } from '#lib/errors';
import { messages } from '#messages';
import { recordAndCountAttempts } from './login-attempts-repo';

/** What a limited call mails: its own counter per address, so a contact message does not use up a registration. */
export type MailPurpose = 'account' | 'contact' | 'newsletter';

/**
 * Counts one call that sends mail, under the address it concerns and under the client's IP (the
 * same TRUST_PROXY-aware `request.ip` the login limit counts), in the database so every instance
 * shares the count. Past MAIL_LIMIT_PER_ADDRESS for the address or MAIL_LIMIT_PER_IP for the IP
 * within the window it answers 429; a refused call is not counted, so waiting is enough.
 *
 * It runs before anything else the call does and does the same work whether an account exists.
 */
export async function countMailRequest(
  ctx: { db: Tx; config: Pick<Config, 'mailLimit'> },
  request: { purpose: MailPurpose; address: string; ip: string },
): Promise<void> {
  const { perAddress, perIp, windowMinutes } = ctx.config.mailLimit;
  const forAddress = `mail:${request.purpose}:${request.address.toLowerCase()}`;
  const forIp = `mail:ip:${request.ip}`;
  const attempt = await recordAndCountAttempts(ctx.db, [forAddress, forIp], windowMinutes);
  if ((attempt.counts.get(forAddress) ?? 0) > perAddress || (attempt.counts.get(forIp) ?? 0) > perIp) {
    await attempt.forget();
    throw new HttpError(429, messages.tooManyMails);
  }
}
