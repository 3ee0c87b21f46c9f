import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eEnv } from './env';
import type { CapturedMail } from './mail-types';

function allMail(): CapturedMail[] {
  const dir = e2eEnv('E2E_MAIL_DIR');
  if (!existsSync(dir)) return [];
  // File names start with the arrival time, so a sort gives arrival order.
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as CapturedMail);
}

/** The mails received so far for one address, oldest first. */
export function mailTo(address: string): CapturedMail[] {
  const wanted = address.toLowerCase();
  return allMail().filter((mail) => mail.to.includes(wanted));
}

/**
 * Waits for the newest mail to `address` whose subject or text matches `matching`,
 * counting only mails that arrive after `after` of them were already there.
 */
export async function latestMailTo(
  address: string,
  options: { matching?: RegExp; after?: number; timeout?: number } = {},
): Promise<CapturedMail> {
  const pick = () =>
    mailTo(address)
      .slice(options.after ?? 0)
      .filter((mail) => !options.matching || options.matching.test(`${mail.subject}\n${mail.text}`))
      .at(-1);
  await expect
    .poll(() => pick() !== undefined, {
      message: `a mail to ${address}${options.matching ? ` matching ${options.matching}` : ''}`,
      timeout: options.timeout ?? 15_000,
    })
    .toBe(true);
  return pick()!;
}

/** The first link in the mail whose path starts with `pathPrefix` (e.g. '/activateAcount/'). */
export function linkIn(mail: CapturedMail, pathPrefix: string): string {
  const links = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.find((candidate) => new URL(candidate).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`No ${pathPrefix} link in the mail "${mail.subject}": ${links.join(', ') || 'no links'}`);
  return link;
}
