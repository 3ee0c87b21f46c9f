import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded images live; an interface so object storage can replace the disk later. */
export interface ImageStorage {
  /** The folder the files are served from. */
  readonly dir: string;
  /** Stores the bytes under a new unguessable name and returns that name. */
  save(bytes: Buffer, extension: string): Promise<string>;
}

/** Keeps images on the local disk under `${dataDir}/uploads`. */
export function createDiskImageStorage(dataDir: string): ImageStorage {
  const dir = path.join(dataDir, 'uploads');
  return {
    dir,
    async save(bytes, extension) {
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.${extension}`;
      // `wx`: a name is never reused, so a cached URL can be immutable.
      await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
      return name;
    },
  };
}
