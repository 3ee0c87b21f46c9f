import { describe, expect, it } from 'vitest';
import { subscribeBody } from './push-request';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Bytes as base64url without padding (what browsers send), encoded here: the domain has no Buffer nor btoa. */
function encode(bytes: number[]): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const chunk = (a << 16) | (b << 8) | c;
    const chars = [18, 12, 6, 0].map((shift) => ALPHABET[(chunk >> shift) & 63]).join('');
    text += chars.slice(0, Math.min(4, bytes.length - i + 1));
  }
  return text;
}

/** `first` followed by `rest` varied bytes. */
function key(rest: number, first?: number): string {
  const bytes = Array.from({ length: rest }, (_, i) => (i * 97 + Math.floor(Math.random() * 256)) & 255);
  return encode(first === undefined ? bytes : [first, ...bytes]);
}
const body = (p256dh: string, auth: string) => ({
  endpoint: 'https://push.example/abc',
  keys: { p256dh, auth },
  topic: 'kitchen',
});

/** The schema counts bytes with string ops (it runs in the browser too, where there is no Buffer). */
describe('the push subscription body', () => {
  it('takes a browser key: a 65-byte point starting with 4 and a 16-byte secret', () => {
    for (let round = 0; round < 20; round++) {
      expect(subscribeBody.safeParse(body(key(64, 4), key(16))).success).toBe(true);
    }
    expect(subscribeBody.safeParse(body(`${key(64, 4)}=`, key(16))).success).toBe(true);
  });

  it('refuses keys of another length or a point not starting with 4', () => {
    for (const [p256dh, auth] of [
      [key(64, 2), key(16)],
      [key(64, 5), key(16)],
      [key(63, 4), key(16)],
      [key(65, 4), key(16)],
      [key(64, 4), key(15)],
      [key(64, 4), key(17)],
      [`${key(64, 4)}!`, key(16)],
    ]) {
      const parsed = subscribeBody.safeParse(body(p256dh!, auth!));
      expect(parsed.error?.issues[0]?.message).toBe('La suscripción a los avisos no es válida');
    }
  });
});
