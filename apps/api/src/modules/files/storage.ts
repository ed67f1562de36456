import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FILE_KEY_PATTERN } from '@ponte/shared/files.schema';

/**
 * Where the bytes of uploaded files live. The database row (stored_files) decides who may read
 * them; the storage only keeps bytes under opaque keys, so a local folder and an S3-compatible
 * bucket are interchangeable.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Deleting a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
}

export type FileExtension = 'jpg' | 'pdf';

/** 32 random bytes in base64url (256 bits) plus the extension: the shape FILE_KEY_PATTERN accepts. */
export function newFileKey(extension: FileExtension): string {
  return `${randomBytes(32).toString('base64url')}.${extension}`;
}

/** Keys reach the storage only in this shape: no separator, no dot segment, nothing to traverse. */
function checkedKey(key: string): string {
  if (!FILE_KEY_PATTERN.test(key)) throw new Error('invalid storage key');
  return key;
}

/** One flat folder of files named by their keys (the default, under DATA_DIR/files). */
export class LocalDiskStorage implements FileStorage {
  private ready: Promise<unknown> | undefined;

  constructor(private readonly root: string) {}

  private ensureRoot(): Promise<unknown> {
    this.ready ??= mkdir(this.root, { recursive: true, mode: 0o700 }).catch((err) => {
      // Not remembered: the next write tries again (the disk may have been remounted meanwhile).
      this.ready = undefined;
      throw err;
    });
    return this.ready;
  }

  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    const path = join(this.root, checkedKey(key));
    await this.ensureRoot();
    // Written aside and renamed: a reader never sees half a file.
    const temporary = join(this.root, `.${randomBytes(8).toString('hex')}.part`);
    try {
      await writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' });
      await rename(temporary, path);
    } catch (err) {
      await rm(temporary, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(join(this.root, checkedKey(key)));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(join(this.root, checkedKey(key)), { force: true });
  }
}
