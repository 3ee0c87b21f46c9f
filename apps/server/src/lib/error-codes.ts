import { DELIVERY_MSG } from '@burgers/domain/delivery-messages';
import { FOLLOWUP_MSG } from '@burgers/domain/followup-messages';
import { MSG } from '@burgers/domain/messages';
import { OPTION_MSG } from '@burgers/domain/options';
import { REQUEST_MSG } from '@burgers/domain/request-messages';
import { DESK_MSG } from '@burgers/domain/schemas/desk';
import { INVOICING_MSG } from '@burgers/domain/schemas/invoicing';
import { WHATSAPP_MSG } from '@burgers/domain/whatsapp-messages';
import { messages } from '#messages';

/**
 * Every error answer carries a stable `code` beside its Spanish `error`, so a client decides what
 * happened without comparing sentences: the message's key in the message tables (`accountNotActivated`,
 * `cuitInvalid`), a sentence with blanks (`El local está cerrado. Abrimos {día} a las {HH:MM}.`)
 * matched as its pattern, and otherwise the status's own name (`notFound`, `conflict`).
 */
// The domain's tables first: their keys are the codes the web app, which shares them, compares.
const TABLES: ReadonlyArray<Readonly<Record<string, unknown>>> = [
  MSG,
  DESK_MSG,
  INVOICING_MSG,
  OPTION_MSG,
  DELIVERY_MSG,
  FOLLOWUP_MSG,
  WHATSAPP_MSG,
  REQUEST_MSG,
  messages,
];

const BY_STATUS: Readonly<Record<number, string>> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
  500: 'serverError',
  502: 'badGateway',
  503: 'unavailable',
};

const exact = new Map<string, string>();
const patterns: Array<{ pattern: RegExp; code: string }> = [];
for (const table of TABLES) {
  for (const [key, text] of Object.entries(table)) {
    if (typeof text !== 'string' || !text) continue;
    if (/\{[^}]+\}/.test(text)) {
      const parts = text.split(/\{[^}]+\}/);
      // A sentence that is mostly blanks would match anything: it keeps the status's code.
      if (parts.join('').trim().length < 6) continue;
      const source = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+');
      patterns.push({ pattern: new RegExp(`^${source}$`, 's'), code: key });
    } else if (!exact.has(text)) {
      exact.set(text, key);
    }
  }
}

export function errorCode(message: string, status: number): string {
  return (
    exact.get(message) ??
    patterns.find(({ pattern }) => pattern.test(message))?.code ??
    BY_STATUS[status] ??
    (status >= 500 ? 'serverError' : 'badRequest')
  );
}

/** An error answer's body as a route whose schema names it sends it: the sentence and its code. */
export function errorBody(status: number, error: string): { error: string; code: string } {
  return { error, code: errorCode(error, status) };
}
