import type { FileKind } from '@ponte/shared/files.schema';
import { and, eq, gte, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { profiles, storedFiles, users } from '../../db/schema.ts';

export interface NewStoredFile {
  tenantId: string;
  userId: number;
  kind: FileKind;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  originalName: string | null;
}

export async function insertFile(tx: Tx, file: NewStoredFile): Promise<string> {
  const [row] = await tx.insert(storedFiles).values(file).returning({ id: storedFiles.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Uploads of one person still waiting to be attached: bounds what one account can leave on disk. */
export async function countRecentUnattached(tx: Tx, userId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(storedFiles)
    .where(and(eq(storedFiles.userId, userId), isNull(storedFiles.attachedAt), gte(storedFiles.createdAt, since)));
  return row?.n ?? 0;
}

export interface StoredFileAccess {
  kind: FileKind;
  storageKey: string;
  contentType: string;
  originalName: string | null;
  uploaderId: number;
  attached: boolean;
  /** publicId of the profile owner once attached. */
  ownerPublicId: string | null;
  /** The annotation an annotation image is attached to. */
  annotationId: number | null;
}

/** Row-level security limits the lookup to the request's tenant: another tenant's key finds nothing. */
export async function findFileByKey(tx: Tx, storageKey: string): Promise<StoredFileAccess | null> {
  const [row] = await tx
    .select({
      kind: storedFiles.kind,
      storageKey: storedFiles.storageKey,
      contentType: storedFiles.contentType,
      originalName: storedFiles.originalName,
      uploaderId: storedFiles.userId,
      attachedAt: storedFiles.attachedAt,
      ownerPublicId: users.publicId,
      annotationId: storedFiles.annotationId,
    })
    .from(storedFiles)
    .leftJoin(users, eq(users.id, storedFiles.ownerUserId))
    .where(eq(storedFiles.storageKey, storageKey))
    .limit(1);
  if (!row) return null;
  const { attachedAt, ...rest } = row;
  return { ...rest, kind: row.kind as FileKind, attached: attachedAt !== null };
}

export interface FileSummary {
  id: string;
  /** The storage key, which the web requests as /api/arquivos/{key}. */
  key: string;
  originalName: string | null;
  size: number;
}

const SUMMARY = {
  id: storedFiles.id,
  key: storedFiles.storageKey,
  originalName: storedFiles.originalName,
  size: storedFiles.sizeBytes,
};

/** A file's public facts by id, for other modules (the professional profile shows the résumé with it). */
export async function findFileSummary(tx: Tx, fileId: string): Promise<FileSummary | null> {
  const [row] = await tx.select(SUMMARY).from(storedFiles).where(eq(storedFiles.id, fileId)).limit(1);
  return row ?? null;
}

/**
 * Attaches an upload to a profile in one statement, only if it is of the expected kind, was
 * uploaded by this person and is attached nowhere yet: two concurrent attaches cannot both win.
 */
export async function attachFile(
  tx: Tx,
  fileId: string,
  expected: { kind: FileKind; uploaderId: number; ownerUserId: number; at: Date },
): Promise<FileSummary | null> {
  const [row] = await tx
    .update(storedFiles)
    .set({ ownerUserId: expected.ownerUserId, attachedAt: expected.at })
    .where(
      and(
        eq(storedFiles.id, fileId),
        eq(storedFiles.kind, expected.kind),
        eq(storedFiles.userId, expected.uploaderId),
        isNull(storedFiles.attachedAt),
      ),
    )
    .returning(SUMMARY);
  return row ?? null;
}

/** Deletes the row and returns its storage key, so the bytes can go once the transaction commits. */
export async function deleteFile(tx: Tx, fileId: string): Promise<string | null> {
  const [row] = await tx
    .delete(storedFiles)
    .where(eq(storedFiles.id, fileId))
    .returning({ key: storedFiles.storageKey });
  return row?.key ?? null;
}

export async function deleteUnattachedBefore(tx: Tx, before: Date): Promise<string[]> {
  const rows = await tx
    .delete(storedFiles)
    .where(and(isNull(storedFiles.attachedAt), lt(storedFiles.createdAt, before)))
    .returning({ key: storedFiles.storageKey });
  return rows.map((r) => r.key);
}

export type ProfileFileSlot = 'photo' | 'resume';

const SLOT_COLUMN = { photo: profiles.photoFileId, resume: profiles.resumeFileId } as const;
const SLOT_FIELD = { photo: 'photoFileId', resume: 'resumeFileId' } as const;

/** The file a profile points at, if any. */
export async function findProfileFile(tx: Tx, userId: number, slot: ProfileFileSlot): Promise<FileSummary | null> {
  const [row] = await tx
    .select(SUMMARY)
    .from(profiles)
    .innerJoin(storedFiles, eq(storedFiles.id, SLOT_COLUMN[slot]))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Points the profile at a file (or at none), creating the profile row when the person has never
 * saved it. Returns the file it pointed at before; the row is locked meanwhile, so two concurrent
 * changes cannot both see the same previous file and leave one orphaned.
 */
export async function setProfileFile(
  tx: Tx,
  profile: { tenantId: string; userId: number },
  slot: ProfileFileSlot,
  fileId: string | null,
): Promise<string | null> {
  const previous = await tx
    .select({ fileId: SLOT_COLUMN[slot] })
    .from(profiles)
    .where(eq(profiles.userId, profile.userId))
    .for('update');
  const field = SLOT_FIELD[slot];
  if (fileId === null) {
    // Clearing needs no profile row: none means nothing to clear.
    if (previous.length > 0) {
      await tx
        .update(profiles)
        .set({ [field]: null, updatedAt: sql`now()` })
        .where(eq(profiles.userId, profile.userId));
    }
  } else {
    await tx
      .insert(profiles)
      .values({ ...profile, [field]: fileId })
      .onConflictDoUpdate({
        target: [profiles.tenantId, profiles.userId],
        set: { [field]: fileId, updatedAt: sql`now()` },
      });
  }
  return previous[0]?.fileId ?? null;
}

// --- Annotation images (ADR 0037) ---------------------------------------------------------------

/**
 * Attaches the annotation images an annotation shows, in one statement: only images this author
 * uploaded, unattached or already this annotation's. Answers the keys attached; any other key named
 * (someone else's upload, another kind, another annotation's image) is not.
 */
export async function attachAnnotationImages(
  tx: Tx,
  keys: readonly string[],
  to: { annotationId: number; uploaderId: number; ownerUserId: number; at: Date },
): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await tx
    .update(storedFiles)
    .set({
      annotationId: to.annotationId,
      ownerUserId: to.ownerUserId,
      attachedAt: sql`coalesce(${storedFiles.attachedAt}, ${to.at.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        inArray(storedFiles.storageKey, [...keys]),
        eq(storedFiles.kind, 'annotation-image'),
        eq(storedFiles.userId, to.uploaderId),
        or(isNull(storedFiles.attachedAt), eq(storedFiles.annotationId, to.annotationId)),
      ),
    )
    .returning({ key: storedFiles.storageKey });
  return rows.map((r) => r.key);
}

/** Deletes the annotation's images not in `keep`; answers their keys, so the bytes can go after the commit. */
export async function deleteAnnotationImagesExcept(
  tx: Tx,
  annotationId: number,
  keep: readonly string[],
): Promise<string[]> {
  const rows = await tx
    .delete(storedFiles)
    .where(
      and(
        eq(storedFiles.annotationId, annotationId),
        keep.length > 0 ? notInArray(storedFiles.storageKey, [...keep]) : undefined,
      ),
    )
    .returning({ key: storedFiles.storageKey });
  return rows.map((r) => r.key);
}

// --- Quiz images (issue 14, ADR 0041) -------------------------------------------------------------

/**
 * Attaches the quiz images a question shows, in one statement: the caller's own unattached uploads, and
 * quiz images already attached (a question's images are the tenant's content: another Admin editing it
 * keeps them, and an earlier version keeps showing them). Answers the keys that may stay in the HTML.
 */
export async function attachQuizImages(
  tx: Tx,
  keys: readonly string[],
  by: { uploaderId: number; at: Date },
): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await tx
    .update(storedFiles)
    .set({ attachedAt: sql`coalesce(${storedFiles.attachedAt}, ${by.at.toISOString()}::timestamptz)` })
    .where(
      and(
        inArray(storedFiles.storageKey, [...keys]),
        eq(storedFiles.kind, 'quiz-image'),
        or(isNotNull(storedFiles.attachedAt), eq(storedFiles.userId, by.uploaderId)),
      ),
    )
    .returning({ key: storedFiles.storageKey });
  return rows.map((r) => r.key);
}
