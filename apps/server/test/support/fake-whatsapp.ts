import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Meta's `X-Hub-Signature-256`, computed here (the browser tests load this file outside the server's aliases). */
const hubSignature = (raw: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

/**
 * Meta's WhatsApp Business Cloud API as the shop calls it, on 127.0.0.1: it keeps every message
 * posted to `/{phone number id}/messages` (template or text, recipient, bearer token), answers
 * `{ messages: [{ id: 'wamid.…' }] }` or, when told to, Meta's error; and it posts status
 * notifications back to the shop's webhook, signed with the app secret as Meta signs them.
 */

export interface ReceivedWhatsApp {
  phoneNumberId: string;
  /** The bearer token the shop sent. */
  token: string;
  to: string;
  type: string;
  /** Templates: name, language and the body's parameters in order. */
  template?: { name: string; language: string; parameters: string[] };
  /** Texts: the body. */
  text?: string;
  /** The id answered (absent when the fake refused it). */
  id?: string;
  /** `biz_opaque_callback_data`, which Meta echoes in the statuses. */
  callbackData?: string;
}

export interface FakeWhatsApp {
  /** WHATSAPP_API_URL for the shop under test. */
  url: string;
  received: ReceivedWhatsApp[];
  /** The next messages are refused with this HTTP status (Meta's error body), until `succeed()`. */
  fail(status?: number): void;
  /** The next messages get no answer (a Cloud API that hangs) until `succeed()`, which answers them with their ids. */
  hang(): void;
  succeed(): void;
  /** Resolves with the first message (received or still to come) that matches. */
  waitFor(predicate: (message: ReceivedWhatsApp) => boolean, timeoutMs?: number): Promise<ReceivedWhatsApp>;
  /** A status notification's body for one message, as Meta sends it. */
  statusBody(
    messageId: string,
    status: 'sent' | 'delivered' | 'read' | 'failed',
    timestamp?: number,
    callbackData?: string,
  ): object;
  /** A customer's text (`BAJA`) as Meta sends it; `from` is the wa_id (digits). */
  incomingBody(from: string, text: string): object;
  /** Posts a body to the shop's webhook, signed with `secret` (the app secret, or a forger's). */
  postToWebhook(webhookUrl: string, body: object, secret: string | null): Promise<Response>;
  close(): Promise<void>;
}

interface RawMessage {
  to?: string;
  type?: string;
  template?: {
    name?: string;
    language?: { code?: string };
    components?: Array<{ type?: string; parameters?: Array<{ text?: string }> }>;
  };
  text?: { body?: string };
  biz_opaque_callback_data?: string;
}

export async function startFakeWhatsApp(): Promise<FakeWhatsApp> {
  const received: ReceivedWhatsApp[] = [];
  let failing: number | null = null;
  let hanging = false;
  const held: Array<() => void> = [];
  let waiters: Array<{ predicate: (m: ReceivedWhatsApp) => boolean; resolve: (m: ReceivedWhatsApp) => void }> = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const match = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(request.url ?? '');
      if (request.method !== 'POST' || !match) {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"Unknown path"}}');
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RawMessage;
      const message: ReceivedWhatsApp = {
        phoneNumberId: decodeURIComponent(match[1]!),
        token: (request.headers.authorization ?? '').replace(/^Bearer /, ''),
        to: body.to ?? '',
        type: body.type ?? '',
        ...(body.template
          ? {
              template: {
                name: body.template.name ?? '',
                language: body.template.language?.code ?? '',
                parameters: (body.template.components ?? [])
                  .filter((component) => component.type === 'body')
                  .flatMap((component) => component.parameters ?? [])
                  .map((parameter) => parameter.text ?? ''),
              },
            }
          : {}),
        ...(body.text ? { text: body.text.body ?? '' } : {}),
        ...(body.biz_opaque_callback_data ? { callbackData: body.biz_opaque_callback_data } : {}),
      };
      const accept = () => {
        message.id ??= `wamid.${randomUUID().replace(/-/g, '')}`;
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            messaging_product: 'whatsapp',
            contacts: [{ input: body.to, wa_id: body.to }],
            messages: [{ id: message.id }],
          }),
        );
      };
      if (hanging) {
        // Its id is known at once (Meta may report a status before its answer arrives).
        message.id = `wamid.${randomUUID().replace(/-/g, '')}`;
        received.push(message);
        held.push(accept);
      } else if (failing !== null) {
        received.push(message);
        response
          .writeHead(failing, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'Recipient phone number not in allowed list', code: 131030 } }));
      } else {
        message.id = `wamid.${randomUUID().replace(/-/g, '')}`;
        received.push(message);
        accept();
      }
      const still: typeof waiters = [];
      for (const waiter of waiters) {
        if (waiter.predicate(message)) waiter.resolve(message);
        else still.push(waiter);
      }
      waiters = still;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const envelope = (value: object) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA-1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '5491100000000', phone_number_id: 'PHONE-1' },
              ...value,
            },
          },
        ],
      },
    ],
  });

  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    received,
    fail(status = 400) {
      failing = status;
    },
    hang() {
      hanging = true;
    },
    succeed() {
      failing = null;
      hanging = false;
      for (const answer of held.splice(0)) answer();
    },
    waitFor(predicate, timeoutMs = 5000) {
      const found = received.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no WhatsApp message arrived within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          predicate,
          resolve: (message) => {
            clearTimeout(timer);
            resolve(message);
          },
        });
      });
    },
    statusBody(messageId, status, timestamp = Math.floor(Date.now() / 1000), callbackData) {
      return envelope({
        statuses: [
          {
            id: messageId,
            status,
            timestamp: String(timestamp),
            recipient_id: '5491123456789',
            ...(callbackData ? { biz_opaque_callback_data: callbackData } : {}),
            ...(status === 'failed'
              ? { errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable' }] }
              : {}),
          },
        ],
      });
    },
    incomingBody(from, text) {
      return envelope({
        contacts: [{ profile: { name: 'Cliente' }, wa_id: from }],
        messages: [
          {
            from,
            id: `wamid.in${randomUUID().slice(0, 8)}`,
            timestamp: '1700000000',
            type: 'text',
            text: { body: text },
          },
        ],
      });
    },
    postToWebhook(webhookUrl, body, secret) {
      const raw = JSON.stringify(body);
      return fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(secret === null ? {} : { 'x-hub-signature-256': hubSignature(raw, secret) }),
        },
        body: raw,
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const answer of held.splice(0)) answer();
        server.close(() => resolve());
      }),
  };
}
