import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makePrivateFolder } from '#ops/data-dir';

/** The shop's VAPID key pair: the browser's subscription is tied to the public key. */
export interface VapidKeys {
  /** The uncompressed P-256 point (65 bytes), base64url: what `PushManager.subscribe` takes. */
  publicKey: string;
  /** The private scalar (32 bytes), base64url. */
  privateKey: string;
}

const KEYS_FILE = 'vapid-keys.json';

export const vapidKeysFile = (dataDir: string) => path.join(dataDir, KEYS_FILE);
const READ_ATTEMPTS = 50;

export function generateVapidKeys(): VapidKeys {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  const x = Buffer.from(jwk.x ?? '', 'base64url');
  const y = Buffer.from(jwk.y ?? '', 'base64url');
  return {
    publicKey: Buffer.concat([Buffer.from([4]), x, y]).toString('base64url'),
    privateKey: jwk.d ?? '',
  };
}

/** Whether the two halves are one P-256 key pair (a mistyped variable would sign nothing valid). */
export function validVapidKeys(keys: VapidKeys): boolean {
  const point = Buffer.from(keys.publicKey, 'base64url');
  const scalar = Buffer.from(keys.privateKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4 || scalar.length !== 32) return false;
  try {
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    };
    const fromPrivate = createPublicKey({ key: { ...jwk, d: keys.privateKey }, format: 'jwk' }).export({
      format: 'jwk',
    });
    return fromPrivate.x === jwk.x && fromPrivate.y === jwk.y;
  } catch {
    return false;
  }
}

function parseKeys(text: string): VapidKeys | null {
  try {
    const parsed = JSON.parse(text) as Partial<VapidKeys>;
    if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') return null;
    return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
  } catch {
    return null;
  }
}

/**
 * Keys kept in the data folder, generated on the first start: subscriptions made by browsers stay
 * valid across restarts. Created exclusively, as the session secret is, so processes starting
 * together on one folder all use the one pair that was written.
 */
export function persistedVapidKeys(dataDir: string): VapidKeys {
  makePrivateFolder(dataDir);
  const file = vapidKeysFile(dataDir);
  const keys = generateVapidKeys();
  try {
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  for (let attempt = 0; attempt < READ_ATTEMPTS; attempt++) {
    const written = parseKeys(readFileSync(file, 'utf8'));
    if (written && validVapidKeys(written)) return written;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
  throw new Error(
    `Invalid configuration: ${file} does not hold a VAPID key pair; delete it or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`,
  );
}

/**
 * Puts a restored shop's key pair in its data folder, in place of any there: the push
 * subscriptions restored with it were made with that public key, and no other signs for them.
 */
export function replaceVapidKeys(dataDir: string, keys: VapidKeys): string {
  makePrivateFolder(dataDir);
  const file = vapidKeysFile(dataDir);
  const partial = `${file}.partial`;
  writeFileSync(partial, JSON.stringify(keys), { mode: 0o600 });
  renameSync(partial, file);
  return file;
}
