import { z } from 'zod';

/**
 * WhatsApp notices through Meta's WhatsApp Business Cloud API (issue 37). Kept apart so config.ts
 * only spreads them in. Without the token, the number's id and the app secret nothing is sent and
 * the checkout does not offer `Avisame por WhatsApp`.
 */
export const whatsappEnvShape = {
  WHATSAPP_TOKEN: z.string().trim().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().trim().optional(),
  WHATSAPP_APP_SECRET: z.string().trim().optional(),
  /** What Meta's webhook setup sends back in its handshake (hub.verify_token). */
  WHATSAPP_VERIFY_TOKEN: z.string().trim().optional(),
  /** Meta's Graph API address with its version; tests point it at a local fake. */
  WHATSAPP_API_URL: z.string().url().optional(),
  WHATSAPP_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
};

/** The Graph API version the templates are sent through. */
export const META_GRAPH_URL = 'https://graph.facebook.com/v21.0';

export interface WhatsAppConfig {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  /** Unset: the webhook's handshake is always refused (403). */
  verifyToken?: string;
  apiUrl: string;
  timeoutMs: number;
}

const REQUIRED = ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET'] as const;

export function whatsappConfigFrom(e: z.output<z.ZodObject<typeof whatsappEnvShape>>): WhatsAppConfig | null {
  const missing = REQUIRED.filter((name) => !e[name]);
  if (missing.length === REQUIRED.length) return null;
  // Half a configuration would leave the option offered and every message failing: refused at start.
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration: set ${REQUIRED.join(', ')} together, or none (missing ${missing.join(', ')})`,
    );
  }
  return {
    token: e.WHATSAPP_TOKEN!,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
    appSecret: e.WHATSAPP_APP_SECRET!,
    verifyToken: e.WHATSAPP_VERIFY_TOKEN || undefined,
    apiUrl: (e.WHATSAPP_API_URL ?? META_GRAPH_URL).replace(/\/$/, ''),
    timeoutMs: Math.round(e.WHATSAPP_TIMEOUT_SECONDS * 1000),
  };
}
