import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { MSG } from '@burgers/domain/messages';
import { badRequest } from '#lib/errors';

/**
 * A phone as staff type it ("11 4567-8901", "+54 9 11 ...") in E.164; Argentine unless it says
 * otherwise. Empty is none; anything libphonenumber-js does not call a valid number is refused.
 */
export function normalisePhone(typed: string | undefined): string | null {
  const text = typed?.trim() ?? '';
  if (text === '') return null;
  const parsed = parsePhoneNumberFromString(text, 'AR');
  if (!parsed || !parsed.isValid()) throw badRequest(MSG.phoneInvalid);
  return parsed.number;
}

/**
 * The forms one Argentine number takes in E.164: a mobile typed internationally carries a 9 after
 * +54 (+54 9 11 …) that the same number typed as at home (11 …) does not. Both are the customer.
 */
export function phoneVariants(e164: string): string[] {
  if (e164.startsWith('+549')) return [e164, `+54${e164.slice(4)}`];
  if (e164.startsWith('+54')) return [e164, `+549${e164.slice(3)}`];
  return [e164];
}
