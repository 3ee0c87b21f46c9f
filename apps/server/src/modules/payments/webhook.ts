import { InvalidWebhookSignatureError, WebhookSignatureValidator } from 'mercadopago';

export interface WebhookSignatureInput {
  signature: string | string[] | undefined;
  requestId: string | string[] | undefined;
  dataId: string | undefined;
  secret: string;
}

/**
 * MercadoPago signs `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` with HMAC-SHA256 and the
 * app's secret; the SDK's validator recomputes it and compares in constant time.
 * Alphanumeric ids are signed lower-cased (MercadoPago's documentation). The signed timestamp
 * must be within WEBHOOK_TOLERANCE_SECONDS of our clock.
 */
/** A notification signed longer ago than this is a replay, not news: refused like a bad signature. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export function isValidWebhookSignature(input: WebhookSignatureInput): boolean {
  try {
    WebhookSignatureValidator.validate({
      xSignature: input.signature,
      xRequestId: input.requestId,
      dataId: input.dataId?.toLowerCase(),
      secret: input.secret,
      toleranceSeconds: WEBHOOK_TOLERANCE_SECONDS,
    });
    return true;
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError) return false;
    throw error;
  }
}
