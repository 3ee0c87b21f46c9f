import type { WhatsAppConfig } from './config';

/**
 * Meta's WhatsApp Business Cloud API over plain HTTP (`POST {API_URL}/{PHONE_NUMBER_ID}/messages`):
 * the one call the shop makes is small, and Meta's own Node SDK is archived. A call never throws:
 * a refusal, a timeout or a network error comes back as `{ ok: false, error }` for the caller to
 * record and fall back on.
 */

/** The templates' language, as the owner submits them to Meta (docs/operations.md#whatsapp). */
export const TEMPLATE_LANGUAGE = 'es_AR';

export interface TemplateMessage {
  /** E.164 (`+5491123456789`); sent as Meta's digits. */
  to: string;
  template: string;
  /** The body's `{{1}}`, `{{2}}`, ... in order. */
  parameters: string[];
  /** Meta echoes it in the message's status notifications (`biz_opaque_callback_data`). */
  callbackData?: string;
}

export type SendResult = { ok: true; messageId: string } | { ok: false; error: string };

/** Meta refuses a parameter with new lines, tabs or long runs of spaces, and an empty one. */
export function templateParameter(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat === '' ? '-' : flat.slice(0, 1000);
}

const digitsOf = (e164: string) => e164.replace(/\D/g, '');

async function post(config: WhatsAppConfig, body: object): Promise<SendResult> {
  const url = `${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', ...body }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    const text = await response.text();
    let answer: unknown = null;
    try {
      answer = text ? JSON.parse(text) : null;
    } catch {
      answer = null;
    }
    if (!response.ok)
      return { ok: false, error: `HTTP ${response.status}: ${errorText(answer) ?? text.slice(0, 300)}` };
    const id = (answer as { messages?: Array<{ id?: unknown }> } | null)?.messages?.[0]?.id;
    if (typeof id !== 'string' || id === '') return { ok: false, error: 'la respuesta no trae el id del mensaje' };
    return { ok: true, messageId: id };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') return { ok: false, error: 'sin respuesta a tiempo' };
    return { ok: false, error: (error as Error).message || String(error) };
  }
}

/** Meta's `{ error: { message, code } }`, as one line for the record. */
function errorText(answer: unknown): string | undefined {
  const error = (answer as { error?: { message?: unknown; code?: unknown } } | null)?.error;
  if (!error || typeof error.message !== 'string') return undefined;
  return error.code === undefined ? error.message : `${error.message} (${String(error.code)})`;
}

export function sendTemplate(config: WhatsAppConfig, message: TemplateMessage): Promise<SendResult> {
  return post(config, {
    to: digitsOf(message.to),
    type: 'template',
    ...(message.callbackData ? { biz_opaque_callback_data: message.callbackData } : {}),
    template: {
      name: message.template,
      language: { code: TEMPLATE_LANGUAGE },
      components: [
        {
          type: 'body',
          parameters: message.parameters.map((text) => ({ type: 'text', text: templateParameter(text) })),
        },
      ],
    },
  });
}

/** A free-form text: allowed only within 24 hours of the customer's last message (the `BAJA` answer). */
export function sendText(config: WhatsAppConfig, to: string, body: string): Promise<SendResult> {
  return post(config, { to: digitsOf(to), type: 'text', text: { body } });
}
