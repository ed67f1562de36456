import { DEFAULT_MENTOR_CAPACITY } from '@ponte/shared/mentoring.schema';
import {
  NO_COMPANY_ID,
  type ProfessionalProfileResponse,
  type professionalProfileRequestSchema,
  professionalProfileRequestSchemaFor,
} from '@ponte/shared/profile-professional.schema';
import { isMentorRole } from '@ponte/shared/roles';
import type { z } from 'zod';
import type { ScopedDatabase, Tx } from '../../db/scope.ts';
import { findFileSummary } from '../files/files.repository.ts';
import { findProfileRow, type ProfileRow, updateUserProfileFields, upsertProfile } from './profile.repository.ts';
import {
  type ProfileRequest,
  parseOrThrow,
  requireOptions,
  storedCode,
  unique,
  withProfile,
} from './profile.service.ts';
import { findProfileOwner, type ProfileOwner } from './profile-access.repository.ts';
import { requireEdit, requireTab } from './profile-access.service.ts';

export type ProfessionalProfileInput = z.output<typeof professionalProfileRequestSchema>;

function companyIdOf(owner: ProfileOwner): number {
  return owner.companyId ?? NO_COMPANY_ID;
}

async function professionalView(
  tx: Tx,
  owner: ProfileOwner,
  row: ProfileRow | null,
): Promise<ProfessionalProfileResponse> {
  const resume = row?.resumeFileId ? await findFileSummary(tx, row.resumeFileId) : null;
  return {
    // Companies are managed in a later issue: until then only the id is known.
    company: { id: companyIdOf(owner), name: owner.companyName },
    companyRelationships: owner.companyRelationshipIds,
    sectorOfCompany: owner.sectorId,
    positionInCompany: owner.position,
    isMentor: isMentorRole(owner.role) ? 'S' : 'N',
    mentoringAvailability: (row?.mentoringAvailability ?? 'N') as ProfessionalProfileResponse['mentoringAvailability'],
    mentorAreas: row?.mentorAreaIds ?? [],
    mentoringCapacity: row?.mentoringCapacity ?? DEFAULT_MENTOR_CAPACITY,
    helpTalents: row?.helpTalents ?? null,
    careerGoals: row?.careerGoals ?? null,
    motivationLabel: storedCode(row?.motivationLabel ?? null),
    motivation: row?.motivation ?? null,
    resume: resume
      ? { fileId: resume.id, url: resume.key, fileName: resume.originalName ?? resume.key, size: resume.size }
      : null,
  };
}

export class ProfessionalProfileService {
  constructor(private readonly db: ScopedDatabase) {}

  read(request: ProfileRequest): Promise<ProfessionalProfileResponse> {
    return withProfile(this.db, request, async (tx, ctx) => {
      requireTab(ctx, 'professionalProfile');
      return professionalView(tx, ctx.owner, await findProfileRow(tx, ctx.owner.id));
    });
  }

  /**
   * Company relationships, sector and position live on the user (user management shows them too);
   * the rest on the profile. The company itself and isMentor are never written here.
   */
  save(request: ProfileRequest, body: ProfessionalProfileInput): Promise<ProfessionalProfileResponse> {
    return withProfile(this.db, request, async (tx, ctx) => {
      requireTab(ctx, 'professionalProfile');
      requireEdit(ctx);
      // Sector and position are required unless the person has no company: that needs the stored company.
      const input = parseOrThrow(professionalProfileRequestSchemaFor(companyIdOf(ctx.owner)), body);
      const current = await findProfileRow(tx, ctx.owner.id);
      const available = input.mentoringAvailability === 'S';
      const relationships = unique(input.companyRelationships);
      const mentorAreas = available ? unique(input.mentorAreas) : [];
      await requireOptions(tx, [
        {
          field: 'companyRelationships',
          type: 'COMPANY_RELATIONSHIP',
          ids: relationships,
          kept: ctx.owner.companyRelationshipIds,
        },
        {
          field: 'sectorOfCompany',
          type: 'EMPLOYEE_SECTOR',
          ids: input.sectorOfCompany === null ? [] : [input.sectorOfCompany],
          kept: ctx.owner.sectorId === null ? [] : [ctx.owner.sectorId],
        },
        { field: 'mentorAreas', type: 'MENTOR_AREA', ids: mentorAreas, kept: current?.mentorAreaIds ?? [] },
      ]);
      await updateUserProfileFields(tx, ctx.owner.id, {
        position: input.positionInCompany,
        sectorId: input.sectorOfCompany,
        companyRelationshipIds: relationships,
      });
      await upsertProfile(tx, request.tenant.id, ctx.owner.id, {
        mentoringAvailability: input.mentoringAvailability,
        mentorAreaIds: mentorAreas,
        mentoringCapacity: input.mentoringCapacity ?? current?.mentoringCapacity ?? DEFAULT_MENTOR_CAPACITY,
        helpTalents: input.helpTalents,
        careerGoals: input.careerGoals,
        motivationLabel: input.motivationLabel,
        motivation: input.motivation,
      });
      const owner = (await findProfileOwner(tx, ctx.owner.publicId)) ?? ctx.owner;
      return professionalView(tx, owner, await findProfileRow(tx, ctx.owner.id));
    });
  }
}
