import type { FileKind, ProfilePhoto, UploadResponse } from '@ponte/shared/files.schema';
import type { ProfileTab } from '@ponte/shared/permissions';
import type { Resume } from '@ponte/shared/profile-professional.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { ScopedDatabase, Tx } from '../../db/scope.ts';
import { AppError, Errors } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/request-context.ts';
import { decideKnown } from '../policy/policy.service.ts';
import { requireEdit, requireTab, resolveProfile } from '../profile/profile-access.service.ts';
import type { Tenant, TenantDirectory } from '../tenant/tenant.service.ts';
import * as repo from './files.repository.ts';
import { reencodeAnnotationImage, reencodeCourseCover, reencodePhoto } from './image.ts';
import { checkPdf, sanitiseFileName } from './pdf.ts';
import { type FileExtension, type FileStorage, newFileKey } from './storage.ts';

const DAY_MS = 24 * 60 * 60_000;
/** Uploads waiting to be attached, per person per day: enough for any real use, a cap on filling the disk. */
export const MAX_PENDING_UPLOADS = 20;

const SLOTS = {
  photo: { kind: 'profile-photo', tab: 'personalInformation' },
  resume: { kind: 'resume', tab: 'professionalProfile' },
} as const satisfies Record<repo.ProfileFileSlot, { kind: FileKind; tab: ProfileTab }>;

const TAB_OF_KIND: Record<Exclude<FileKind, 'annotation-image' | 'course-cover' | 'quiz-image'>, ProfileTab> = {
  'profile-photo': SLOTS.photo.tab,
  resume: SLOTS.resume.tab,
};

/** Who may see an annotation, for its images (the follow-up module answers; ADR 0037). */
export interface AnnotationReaders {
  canRead(tx: Tx, tenant: Tenant, viewer: AuthenticatedUser, annotationId: number): Promise<boolean>;
}

export interface StoredFileContent {
  bytes: Buffer;
  contentType: string;
  kind: FileKind;
  originalName: string | null;
}

interface FilesDependencies {
  db: ScopedDatabase;
  storage: FileStorage;
  tenants: TenantDirectory;
  log: FastifyBaseLogger;
  /** Without it, an attached annotation image is served to nobody. */
  annotations?: AnnotationReaders;
  now?: () => Date;
}

export class FilesService {
  private readonly now: () => Date;

  constructor(private readonly deps: FilesDependencies) {
    this.now = deps.now ?? (() => new Date());
  }

  async uploadPhoto(tenant: Tenant, uploader: AuthenticatedUser, bytes: Buffer): Promise<UploadResponse> {
    await this.checkPendingUploads(tenant, uploader);
    const jpeg = await reencodePhoto(bytes);
    return this.store(
      tenant,
      uploader,
      { kind: 'profile-photo', extension: 'jpg', contentType: 'image/jpeg' },
      jpeg,
      null,
    );
  }

  /** An image for an annotation's rich text, re-encoded; it is attached when an annotation shows it. */
  async uploadAnnotationImage(tenant: Tenant, uploader: AuthenticatedUser, bytes: Buffer): Promise<UploadResponse> {
    await this.checkPendingUploads(tenant, uploader);
    const jpeg = await reencodeAnnotationImage(bytes);
    return this.store(
      tenant,
      uploader,
      { kind: 'annotation-image', extension: 'jpg', contentType: 'image/jpeg' },
      jpeg,
      null,
    );
  }

  /**
   * A course's cover (issue 13), re-encoded; it is attached when a course is saved with it. Only those
   * who manage courses upload one (`course.manage`).
   */
  async uploadCourseCover(tenant: Tenant, uploader: AuthenticatedUser, bytes: Buffer): Promise<UploadResponse> {
    const actor = { id: uploader.id, role: uploader.role };
    if (!decideKnown(tenant.slug, actor, new Set(['self']), {}, ['course.manage']).allowed['course.manage']) {
      throw Errors.forbidden();
    }
    await this.checkPendingUploads(tenant, uploader);
    const jpeg = await reencodeCourseCover(bytes);
    return this.store(
      tenant,
      uploader,
      { kind: 'course-cover', extension: 'jpg', contentType: 'image/jpeg' },
      jpeg,
      null,
    );
  }

  /**
   * An image for a quiz question's stem, options or feedback (issue 14), re-encoded; it is attached when a
   * question is saved showing it. Only those who manage quizzes upload one (`quiz.manage`).
   */
  async uploadQuizImage(tenant: Tenant, uploader: AuthenticatedUser, bytes: Buffer): Promise<UploadResponse> {
    const actor = { id: uploader.id, role: uploader.role };
    if (!decideKnown(tenant.slug, actor, new Set(['self']), {}, ['quiz.manage']).allowed['quiz.manage']) {
      throw Errors.forbidden();
    }
    await this.checkPendingUploads(tenant, uploader);
    const jpeg = await reencodeAnnotationImage(bytes);
    return this.store(
      tenant,
      uploader,
      { kind: 'quiz-image', extension: 'jpg', contentType: 'image/jpeg' },
      jpeg,
      null,
    );
  }

  async uploadResume(
    tenant: Tenant,
    uploader: AuthenticatedUser,
    bytes: Buffer,
    fileName: string | undefined,
  ): Promise<UploadResponse> {
    await this.checkPendingUploads(tenant, uploader);
    checkPdf(bytes);
    return this.store(
      tenant,
      uploader,
      { kind: 'resume', extension: 'pdf', contentType: 'application/pdf' },
      bytes,
      sanitiseFileName(fileName),
    );
  }

  /**
   * The bytes of a file, to whoever may have them: its uploader until it is attached, then whoever
   * may see the owner's profile. Another tenant's key finds no row (404).
   */
  async open(tenant: Tenant, viewer: AuthenticatedUser, key: string): Promise<StoredFileContent> {
    const file = await this.deps.db.inTenant(tenant.id, async (tx) => {
      const file = await repo.findFileByKey(tx, key);
      if (!file) throw Errors.notFound();
      if (!file.attached) {
        if (file.uploaderId !== viewer.id) throw Errors.forbidden();
      } else if (file.kind === 'annotation-image') {
        // As absent as the annotation itself to whoever may not read it.
        const readable =
          file.annotationId !== null &&
          (await this.deps.annotations?.canRead(tx, tenant, viewer, file.annotationId)) === true;
        if (!readable) throw Errors.notFound();
      } else if (file.kind === 'course-cover' || file.kind === 'quiz-image') {
        // A course's cover or a question's image is no one's data: everyone signed in to the tenant may load
        // it (its key, 256 random bits, reaches only those shown the course or the question; ADR 0041).
      } else {
        if (!file.ownerPublicId) throw Errors.notFound();
        const ctx = await resolveProfile(tx, tenant, viewer, file.ownerPublicId);
        requireTab(ctx, TAB_OF_KIND[file.kind]);
      }
      return file;
    });
    const bytes = await this.deps.storage.get(tenant.id, file.storageKey);
    if (!bytes) {
      this.deps.log.warn({ key: file.storageKey }, 'stored file has a row but no bytes');
      throw Errors.notFound();
    }
    return { bytes, contentType: file.contentType, kind: file.kind, originalName: file.originalName };
  }

  photo(tenant: Tenant, viewer: AuthenticatedUser, publicId: string): Promise<ProfilePhoto> {
    return this.deps.db.inTenant(tenant.id, async (tx) => {
      const ctx = await resolveProfile(tx, tenant, viewer, publicId);
      requireTab(ctx, SLOTS.photo.tab);
      const file = await repo.findProfileFile(tx, ctx.owner.id, 'photo');
      return { url: file?.key ?? null };
    });
  }

  async setPhoto(tenant: Tenant, viewer: AuthenticatedUser, publicId: string, fileId: string): Promise<ProfilePhoto> {
    const file = await this.attach(tenant, viewer, publicId, 'photo', fileId);
    return { url: file.key };
  }

  async setResume(tenant: Tenant, viewer: AuthenticatedUser, publicId: string, fileId: string): Promise<Resume> {
    const file = await this.attach(tenant, viewer, publicId, 'resume', fileId);
    return { fileId: file.id, url: file.key, fileName: file.originalName ?? file.key, size: file.size };
  }

  /** Removes the profile's file, row and bytes; removing what is not there succeeds too. */
  async detach(tenant: Tenant, viewer: AuthenticatedUser, publicId: string, slot: repo.ProfileFileSlot): Promise<void> {
    const orphan = await this.deps.db.inTenant(tenant.id, async (tx) => {
      const ctx = await resolveProfile(tx, tenant, viewer, publicId);
      requireTab(ctx, SLOTS[slot].tab);
      requireEdit(ctx);
      const previous = await repo.setProfileFile(tx, { tenantId: tenant.id, userId: ctx.owner.id }, slot, null);
      return previous ? repo.deleteFile(tx, previous) : null;
    });
    if (orphan) await this.discard(tenant, orphan);
  }

  /** The janitor's part: uploads never attached within a day are dropped, row and bytes. */
  async purgeUnattached(): Promise<number> {
    const before = new Date(this.now().getTime() - DAY_MS);
    let purged = 0;
    for (const tenant of this.deps.tenants.all()) {
      const keys = await this.deps.db.inTenant(tenant.id, (tx) => repo.deleteUnattachedBefore(tx, before));
      for (const key of keys) await this.discard(tenant, key);
      purged += keys.length;
    }
    return purged;
  }

  private async attach(
    tenant: Tenant,
    viewer: AuthenticatedUser,
    publicId: string,
    slot: repo.ProfileFileSlot,
    fileId: string,
  ): Promise<repo.FileSummary> {
    const { file, orphan } = await this.deps.db.inTenant(tenant.id, async (tx) => {
      const ctx = await resolveProfile(tx, tenant, viewer, publicId);
      requireTab(ctx, SLOTS[slot].tab);
      requireEdit(ctx);
      // Only the caller's own, still unattached upload of the right kind: a file id alone grants nothing.
      const file = await repo.attachFile(tx, fileId, {
        kind: SLOTS[slot].kind,
        uploaderId: viewer.id,
        ownerUserId: ctx.owner.id,
        at: this.now(),
      });
      if (!file) throw Errors.invalidFields({ fileId: 'files.fileNotUsable' });
      const previous = await repo.setProfileFile(tx, { tenantId: tenant.id, userId: ctx.owner.id }, slot, file.id);
      const orphan = previous && previous !== file.id ? await repo.deleteFile(tx, previous) : null;
      return { file, orphan };
    });
    if (orphan) await this.discard(tenant, orphan);
    return file;
  }

  private async checkPendingUploads(tenant: Tenant, uploader: AuthenticatedUser): Promise<void> {
    const since = new Date(this.now().getTime() - DAY_MS);
    const pending = await this.deps.db.inTenant(tenant.id, (tx) => repo.countRecentUnattached(tx, uploader.id, since));
    if (pending >= MAX_PENDING_UPLOADS) throw new AppError(429, 'RATE_LIMITED', 'files.tooManyUploads');
  }

  private async store(
    tenant: Tenant,
    uploader: AuthenticatedUser,
    type: { kind: FileKind; extension: FileExtension; contentType: string },
    bytes: Buffer,
    originalName: string | null,
  ): Promise<UploadResponse> {
    const key = newFileKey(type.extension);
    // Bytes first: a row never points at nothing. If the row fails, the bytes go again.
    await this.deps.storage.put(tenant.id, key, bytes, type.contentType);
    try {
      const id = await this.deps.db.inTenant(tenant.id, (tx) =>
        repo.insertFile(tx, {
          tenantId: tenant.id,
          userId: uploader.id,
          kind: type.kind,
          storageKey: key,
          contentType: type.contentType,
          sizeBytes: bytes.length,
          originalName,
        }),
      );
      return { id, url: key };
    } catch (err) {
      await this.discard(tenant, key);
      throw err;
    }
  }

  /** Bytes whose row is gone; a failure here leaves an unreachable file, never a broken profile. */
  async discard(tenant: Tenant, key: string): Promise<void> {
    await this.deps.storage
      .delete(tenant.id, key)
      .catch((err) => this.deps.log.error({ err, key }, 'could not delete file bytes'));
  }
}
