import type {
  Certificate,
  CertificateRequest,
  Language,
  languageRequestSchema,
  Skills,
} from '@ponte/shared/profile-skills.schema';
import type { z } from 'zod';
import type { ScopedDatabase, Tx } from '../../db/scope.ts';
import { ConflictError } from '../../domain/domain-errors.ts';
import { AppError, Errors } from '../../http/errors.ts';
import type { Tenant } from '../tenant/tenant.service.ts';
import { findProfileRow, upsertProfile } from './profile.repository.ts';
import { type ProfileRequest, requireOptions, withProfile } from './profile.service.ts';
import { type ProfileContext, requireEdit, requireTab } from './profile-access.service.ts';
import {
  type CertificateRow,
  countCertificates,
  deleteCertificate,
  deleteLanguage,
  findLanguage,
  hasLanguage,
  insertCertificate,
  insertLanguage,
  type LanguageRow,
  listCertificates,
  listLanguages,
  updateCertificate,
  updateLanguage,
} from './profile-skills.repository.ts';

/**
 * The certificates Ponte issued to a person (the certificates module), listed read-only after the
 * ones they entered themselves ("emitido pela plataforma"; issue 13 §3).
 */
export interface PlatformCertificates {
  forProfile(
    tx: Tx,
    tenant: Tenant,
    userId: number,
  ): Promise<{ id: number; courseName: string; issuedOn: string; url: string }[]>;
}

/** A person keeps a bounded list: the tab shows them all at once. */
export const MAX_CERTIFICATES = 50;

export type LanguageInput = z.output<typeof languageRequestSchema>;

function languageView(row: LanguageRow): Language {
  // The row id is the language's id on the wire, sent back as languageId to edit it.
  return { ...row, languageId: row.id, nameLanguage: row.nameLanguage as Language['nameLanguage'] };
}

function certificateView(row: CertificateRow): Certificate {
  return row;
}

const duplicateLanguage = () => Errors.conflict('profileApi.languageDuplicate');

export class SkillsService {
  constructor(
    private readonly db: ScopedDatabase,
    private readonly platform?: PlatformCertificates,
  ) {}

  readSkills(request: ProfileRequest): Promise<Skills> {
    return this.reading(request, async (tx, ctx) => {
      const row = await findProfileRow(tx, ctx.owner.id);
      return { softSkills: row?.softSkills ?? [], hardSkills: row?.hardSkills ?? [] };
    });
  }

  saveSkills(request: ProfileRequest, input: Skills): Promise<Skills> {
    return this.editing(request, async (tx, ctx) => {
      await upsertProfile(tx, request.tenant.id, ctx.owner.id, {
        softSkills: input.softSkills,
        hardSkills: input.hardSkills,
      });
      return { softSkills: input.softSkills, hardSkills: input.hardSkills };
    });
  }

  listLanguages(request: ProfileRequest): Promise<Language[]> {
    return this.reading(request, async (tx, ctx) => (await listLanguages(tx, ctx.owner.id)).map(languageView));
  }

  /** Upsert: languageId null adds, an id of the person's edits. A language appears once per person (409). */
  saveLanguage(request: ProfileRequest, input: LanguageInput): Promise<Language> {
    return this.editing(request, async (tx, ctx) => {
      const existing = input.languageId === null ? null : await findLanguage(tx, ctx.owner.id, input.languageId);
      if (input.languageId !== null && !existing) throw Errors.notFound();
      const levels = {
        generalLevel: input.generalLevel,
        speakingLevel: input.speakingLevel,
        writingLevel: input.writingLevel,
        readingLevel: input.readingLevel,
      };
      await requireOptions(
        tx,
        (Object.keys(levels) as (keyof typeof levels)[]).map((field) => {
          const id = levels[field];
          const stored = existing?.[field] ?? null;
          return { field, type: 'FLUENCY_LEVEL', ids: id === null ? [] : [id], kept: stored === null ? [] : [stored] };
        }),
      );
      if (await hasLanguage(tx, ctx.owner.id, input.nameLanguage, existing?.id ?? null)) throw duplicateLanguage();
      const values = { nameLanguage: input.nameLanguage, ...levels };
      try {
        const row = existing
          ? await updateLanguage(tx, ctx.owner.id, existing.id, values)
          : await insertLanguage(tx, request.tenant.id, ctx.owner.id, values);
        if (!row) throw Errors.notFound();
        return languageView(row);
      } catch (error) {
        // A concurrent save of the same language lost the race on the unique index.
        if (error instanceof ConflictError && error.kind === 'unique') throw duplicateLanguage();
        throw error;
      }
    });
  }

  deleteLanguage(request: ProfileRequest, languageId: number): Promise<void> {
    return this.editing(request, async (tx, ctx) => {
      if (!(await deleteLanguage(tx, ctx.owner.id, languageId))) throw Errors.notFound();
    });
  }

  listCertificates(request: ProfileRequest): Promise<Certificate[]> {
    return this.reading(request, async (tx, ctx) => {
      const own = (await listCertificates(tx, ctx.owner.id)).map(certificateView);
      const issued = (await this.platform?.forProfile(tx, request.tenant, ctx.owner.id)) ?? [];
      return [
        ...own,
        ...issued.map((c) => ({
          certificateId: c.id,
          courseName: c.courseName,
          platform: request.tenant.definition.name,
          issueDate: c.issuedOn,
          url: c.url,
          issuedByPlatform: true,
        })),
      ];
    });
  }

  /** Upsert: certificateId null adds (at most MAX_CERTIFICATES), an id of the person's edits. */
  saveCertificate(request: ProfileRequest, input: CertificateRequest): Promise<Certificate> {
    return this.editing(request, async (tx, ctx) => {
      const values = {
        courseName: input.courseName,
        platform: input.platform,
        issueDate: input.issueDate,
        url: input.url,
      };
      if (input.certificateId !== null) {
        const row = await updateCertificate(tx, ctx.owner.id, input.certificateId, values);
        if (!row) throw Errors.notFound();
        return certificateView(row);
      }
      if ((await countCertificates(tx, ctx.owner.id)) >= MAX_CERTIFICATES) {
        throw new AppError(409, 'CONFLICT', 'profileApi.tooManyCertificates', { max: MAX_CERTIFICATES });
      }
      return certificateView(await insertCertificate(tx, request.tenant.id, ctx.owner.id, values));
    });
  }

  deleteCertificate(request: ProfileRequest, certificateId: number): Promise<void> {
    return this.editing(request, async (tx, ctx) => {
      if (!(await deleteCertificate(tx, ctx.owner.id, certificateId))) throw Errors.notFound();
    });
  }

  private reading<T>(request: ProfileRequest, work: (tx: Tx, ctx: ProfileContext) => Promise<T>): Promise<T> {
    return withProfile(this.db, request, async (tx, ctx) => {
      requireTab(ctx, 'skills');
      return work(tx, ctx);
    });
  }

  private editing<T>(request: ProfileRequest, work: (tx: Tx, ctx: ProfileContext) => Promise<T>): Promise<T> {
    return withProfile(this.db, request, async (tx, ctx) => {
      requireTab(ctx, 'skills');
      requireEdit(ctx);
      return work(tx, ctx);
    });
  }
}
