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
 * Alphanumeric ids are signed lower-cased (MercadoPago's documentation).
 */
export function isValidWebhookSignature(input: WebhookSignatureInput): boolean {
  try {
    WebhookSignatureValidator.validate({
      xSignature: input.signature,
      xRequestId: input.requestId,
      dataId: input.dataId?.toLowerCase(),
      secret: input.secret,
    });
    return true;
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError) return false;
    throw error;
  }
}
