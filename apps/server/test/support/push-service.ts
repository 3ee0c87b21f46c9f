import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';

/**
 * A push service of the test's own, as FCM or Mozilla's would be: https (a self-signed certificate
 * the test workers trust through NODE_EXTRA_CA_CERTS, see vitest.config.ts), answering each push
 * with the status the test chose. It checks what a real one checks (the VAPID JWT) and decrypts the
 * payload as the browser would (RFC 8291 aes128gcm), with the browser keys the test made.
 */

const certificateFolder = new URL('./push-service/', import.meta.url);

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushService {
  origin: string;
  received: ReceivedPush[];
  /** The status the next pushes get (201 unless set); 'hold' keeps them unanswered until the next call. */
  answerWith(status: number | 'hold'): void;
  /** Resolves with the next push that arrives (or one already arrived and not yet taken). */
  nextPush(ms?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  let status: number | 'hold' = 201;
  const held: Array<() => void> = [];
  const received: ReceivedPush[] = [];
  let taken = 0;
  const waiters: Array<() => void> = [];
  const server = createServer(
    {
      cert: readFileSync(new URL('cert.pem', certificateFolder)),
      key: readFileSync(new URL('key.pem', certificateFolder)),
    },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        const answer = () => response.writeHead(status === 'hold' ? 201 : status).end();
        if (status === 'hold') held.push(answer);
        else answer();
        for (const wake of waiters.splice(0)) wake();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    received,
    answerWith(next) {
      status = next;
      if (next !== 'hold') for (const answer of held.splice(0)) answer();
    },
    async nextPush(ms = 5000) {
      const deadline = Date.now() + ms;
      while (taken >= received.length) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no push arrived within ${ms} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received[taken++]!;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What a browser keeps for one subscription: its P-256 key pair and auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: (endpoint: string) => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    }),
  };
}
export type BrowserKeys = ReturnType<typeof browserKeys>;

/** The `vapid t=..., k=...` Authorization header checked against the shop's public key (RFC 8292). */
export async function verifyVapid(headers: IncomingHttpHeaders, expectedPublicKey: string): Promise<JWTPayload> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(headers.authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${headers.authorization}`);
  const [, jwt, key] = match;
  if (key !== expectedPublicKey) throw new Error('the VAPID key is not the shop’s public key');
  const point = Buffer.from(expectedPublicKey, 'base64url');
  const publicKey = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(jwt!, publicKey, { algorithms: ['ES256'] });
  return payload;
}

/** Decrypts an aes128gcm push message body with the browser's keys (RFC 8188 framing, RFC 8291 keys). */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const shared = keys.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with a 0x02 delimiter, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
