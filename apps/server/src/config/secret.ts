import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makePrivateFolder } from '#ops/data-dir';

const SECRET_FILE = 'jwt-secret';
const SECRET_READ_ATTEMPTS = 50;

/** The secret another process is writing: empty for the instant between its create and its write. */
function readWrittenSecret(file: string): string {
  for (let attempt = 0; attempt < SECRET_READ_ATTEMPTS; attempt++) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret) return secret;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
  throw new Error(`Invalid configuration: ${file} is empty; delete it or set JWT_SECRET`);
}

/**
 * A secret kept in the data folder so sessions survive restarts when JWT_SECRET is not set.
 * The file is created exclusively: of processes starting together on one folder, exactly one
 * writes it and every other reads that one, so all of them sign and accept the same tokens.
 */
export function persistedSecret(dataDir: string): string {
  makePrivateFolder(dataDir);
  const file = path.join(dataDir, SECRET_FILE);
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readWrittenSecret(file);
  }
}
