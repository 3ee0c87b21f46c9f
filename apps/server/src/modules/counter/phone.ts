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
