import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { WHATSAPP_MSG } from '@burgers/domain/whatsapp-messages';
import type { Config } from '#config';
import { badRequest } from '#lib/errors';

/** What the order stores of the checkout's contact fields. */
export interface CheckoutContact {
  /** E.164, or null when none was given. */
  customerPhone: string | null;
  whatsappOptIn: boolean;
}

/**
 * The checkout's cell and `Avisame por WhatsApp`, checked before anything is priced or held: a
 * number libphonenumber-js does not call valid (Argentine unless it says otherwise) is a 400, and
 * so is WhatsApp asked for without a number, or while the shop has no WhatsApp settings.
 */
export function checkoutContact(
  config: Pick<Config, 'whatsapp'>,
  input: { phone?: string | undefined; whatsapp?: boolean | undefined },
): CheckoutContact {
  const typed = input.phone?.trim() ?? '';
  const wanted = input.whatsapp === true;
  if (wanted && !config.whatsapp) throw badRequest(WHATSAPP_MSG.unavailable);
  if (typed === '') {
    if (wanted) throw badRequest(WHATSAPP_MSG.phoneRequired);
    return { customerPhone: null, whatsappOptIn: false };
  }
  const parsed = parsePhoneNumberFromString(typed, 'AR');
  if (!parsed || !parsed.isValid()) throw badRequest(WHATSAPP_MSG.phoneInvalid);
  return { customerPhone: parsed.number, whatsappOptIn: wanted };
}

/**
 * The number WhatsApp knows an Argentine cell by: +54 9 and the area code. The same cell typed as
 * at home (11 2345-6789) is stored without the 9, which WhatsApp would not find.
 */
export function whatsappNumber(e164: string): string {
  return /^\+54(?!9)/.test(e164) ? `+549${e164.slice(3)}` : e164;
}

/** `5491123456789` (Meta's wa_id) as E.164. */
export const fromWaId = (waId: string) => `+${waId.replace(/\D/g, '')}`;

/** `BAJA`, whatever its case, accents, spaces or punctuation (`baja`, ` Bája `, `¡BAJA!`). */
export function isOptOutWord(text: string): boolean {
  return (
    text
      .normalize('NFD')
      .replace(/[^\p{L}]/gu, '')
      .toUpperCase() === 'BAJA'
  );
}
