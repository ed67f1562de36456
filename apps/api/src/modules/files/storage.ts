import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FILE_KEY_PATTERN } from '@ponte/shared/files.schema';
import type { ScopedDatabase } from '../../db/scope.ts';
import * as blobs from './file-blobs.repository.ts';

/**
 * Where the bytes of uploaded files live. The database row (stored_files) decides who may read
 * them; the storage only keeps bytes under opaque keys, so a local folder, PostgreSQL and an
 * S3-compatible bucket are interchangeable. The tenant lets a store that can scope by it do so
 * (the database's is under row-level security); the disk ignores it.
 */
export interface FileStorage {
  put(tenantId: string, key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(tenantId: string, key: string): Promise<Buffer | null>;
  /** Deleting a key that holds nothing is not an error. */
  delete(tenantId: string, key: string): Promise<void>;
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

/**
 * One flat folder of files named by their keys (FILE_STORAGE=disk, the embedded database's default,
 * under DATA_DIR/files). Only the instance that wrote a file can serve it.
 */
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

  async put(_tenantId: string, key: string, bytes: Buffer, _contentType: string): Promise<void> {
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

  async get(_tenantId: string, key: string): Promise<Buffer | null> {
    try {
      return await readFile(join(this.root, checkedKey(key)));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(_tenantId: string, key: string): Promise<void> {
    await rm(join(this.root, checkedKey(key)), { force: true });
  }
}

/**
 * Bytes in PostgreSQL (table stored_file_blobs; FILE_STORAGE=database, the default on DATABASE_URL): every
 * instance serves what any of them stored, and a backup of the database holds the files too. Each call is
 * its own transaction in the file's tenant, under row-level security like the row that names the key.
 */
export class DatabaseFileStorage implements FileStorage {
  constructor(private readonly db: ScopedDatabase) {}

  async put(tenantId: string, key: string, bytes: Buffer, contentType: string): Promise<void> {
    const storageKey = checkedKey(key);
    await this.db.inTenant(tenantId, (tx) => blobs.putBlob(tx, { tenantId, storageKey, contentType, bytes }));
  }

  get(tenantId: string, key: string): Promise<Buffer | null> {
    const storageKey = checkedKey(key);
    return this.db.inTenant(tenantId, (tx) => blobs.findBlob(tx, storageKey));
  }

  async delete(tenantId: string, key: string): Promise<void> {
    const storageKey = checkedKey(key);
    await this.db.inTenant(tenantId, (tx) => blobs.deleteBlob(tx, storageKey));
  }
}
