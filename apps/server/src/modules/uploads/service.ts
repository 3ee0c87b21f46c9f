import type Sharp from 'sharp';
import type { ImageStorage } from '#adapters/storage/images';
import type { Tx } from '#db/client';
import { HttpError } from '#lib/errors';
import { messages } from '#messages';
import { recordAndCountAttempts } from '../auth/service';

const UPLOAD_WINDOW_MINUTES = 60;

/**
 * Counts one upload of this user in the database (shared by every server instance) and refuses
 * it past `perHour` in the last hour. A refused upload is not counted, so waiting is enough.
 */
export async function countUpload(db: Tx, userId: number, perHour: number): Promise<void> {
  const key = `upload:user:${userId}`;
  const attempt = await recordAndCountAttempts(db, [key], UPLOAD_WINDOW_MINUTES);
  if ((attempt.counts.get(key) ?? 0) > perHour) {
    await attempt.forget();
    throw new HttpError(429, messages.tooManyUploads);
  }
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const MAX_EDGE_PX = 1200;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
// Refuse decompression bombs: a small file that unpacks into a gigantic bitmap.
const MAX_INPUT_PIXELS = 40_000_000;

/** sharp (libvips, some 10 MB of native code) loads with the first upload, not with every start. */
let sharpLoading: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpLoading ??= import('sharp').then((module) => module.default));

/**
 * Checks what the bytes really are (never the declared content type), shrinks the picture
 * to at most 1200 px on its longer side and stores it as WebP. Returns the stored file name.
 */
export async function storeImage(storage: ImageStorage, bytes: Buffer): Promise<string> {
  const wrongType = new HttpError(415, messages.uploadWrongType);
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw wrongType;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw wrongType;

  let output: Buffer;
  try {
    output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // apply the camera's EXIF orientation before the metadata is dropped
      .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A truncated or corrupt file passes the header check but fails to decode.
    throw wrongType;
  }
  return storage.save(output, 'webp');
}
