import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { crc32, createDeflateRaw, createInflateRaw } from 'node:zlib';

/**
 * A backup is one gzip file (`gunzip` opens it) of JSON lines. Its gzip header carries, in an
 * extra field named "BD", the SHA-256 of every byte after the header: with the header's other
 * bytes fixed, any truncation or changed byte anywhere is caught before anything is restored.
 */
const HASH_HEX_LENGTH = 64;
const FIXED_HEADER = Buffer.from([
  0x1f,
  0x8b, // gzip
  0x08, // deflate
  0x04, // FEXTRA
  0,
  0,
  0,
  0, // no modification time
  0x00, // no extra flags
  0xff, // unknown OS
  HASH_HEX_LENGTH + 4,
  0, // XLEN
  0x42,
  0x44, // subfield "BD" (Burgers Devoto)
  HASH_HEX_LENGTH,
  0, // its length
]);
const HEADER_LENGTH = FIXED_HEADER.length + HASH_HEX_LENGTH;
const TRAILER_LENGTH = 8;

export class BackupFileError extends Error {}

export const corruptMessage = (file: string) =>
  `The backup ${file} is damaged or incomplete (its checksum does not match); nothing was restored.`;

export interface WrittenBackup {
  file: string;
  size: number;
  /** The SHA-256 of the whole file, as `sha256sum` prints it. */
  sha256: string;
}

/**
 * Writes the lines to `file` through a `.partial` file renamed at the end, so a backup cut off
 * (a full disk, a crash) never stands under the final name.
 */
export async function writeBackupFile(file: string, lines: AsyncIterable<string>): Promise<WrittenBackup> {
  const partial = `${file}.partial`;
  const handle = await open(partial, 'wx', 0o600);
  try {
    let position = HEADER_LENGTH;
    const bodyHash = createHash('sha256');
    const writeBody = async (chunk: Buffer) => {
      bodyHash.update(chunk);
      await handle.write(chunk, 0, chunk.length, position);
      position += chunk.length;
    };
    let crc = 0;
    let length = 0;
    const deflate = createDeflateRaw({ level: 6 });
    const compressed = (async () => {
      for await (const chunk of deflate) await writeBody(chunk as Buffer);
    })();
    for await (const line of lines) {
      const bytes = Buffer.from(`${line}\n`);
      crc = crc32(bytes, crc);
      length = (length + bytes.length) % 2 ** 32;
      if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve));
    }
    deflate.end();
    await compressed;
    const trailer = Buffer.alloc(TRAILER_LENGTH);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(length, 4);
    await writeBody(trailer);
    const header = Buffer.concat([FIXED_HEADER, Buffer.from(bodyHash.digest('hex'))]);
    await handle.write(header, 0, header.length, 0);
    await handle.sync();
    await handle.close();
  } catch (error) {
    await handle.close().catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, file);
  return { file, size: (await stat(file)).size, sha256: await sha256OfFile(file) };
}

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Reads the whole file once: resolves if its checksum holds, else throws BackupFileError. */
export async function verifyBackupFile(file: string): Promise<void> {
  const { size } = await stat(file);
  if (size < HEADER_LENGTH + TRAILER_LENGTH) throw new BackupFileError(corruptMessage(file));
  const handle = await open(file, 'r');
  const header = Buffer.alloc(HEADER_LENGTH);
  try {
    await handle.read(header, 0, HEADER_LENGTH, 0);
  } finally {
    await handle.close();
  }
  if (!header.subarray(0, FIXED_HEADER.length).equals(FIXED_HEADER)) throw new BackupFileError(corruptMessage(file));
  const expected = header.subarray(FIXED_HEADER.length).toString('latin1');
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { start: HEADER_LENGTH })) hash.update(chunk as Buffer);
  if (hash.digest('hex') !== expected) throw new BackupFileError(corruptMessage(file));
}

/** The lines of a verified backup, one by one (the file is never loaded whole). */
export async function* readBackupLines(file: string): AsyncGenerator<string> {
  const { size } = await stat(file);
  const body = createReadStream(file, { start: HEADER_LENGTH, end: size - TRAILER_LENGTH - 1 });
  // Split on \n only: a JSON line holds any other character as is (readline would also end a line
  // at a lone \r, U+2028 or U+2029, which PostgreSQL's JSON leaves unescaped inside a text).
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of body.pipe(createInflateRaw())) {
    const parts = (rest + decoder.write(chunk as Buffer)).split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) if (line) yield line;
  }
  rest += decoder.end();
  if (rest) yield rest;
}
