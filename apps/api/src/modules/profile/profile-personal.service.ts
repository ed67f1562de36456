import {
  type AdditionalInformationRequest,
  type BasicData,
  type Education,
  type EducationRequest,
  guardianApplies,
  type locationRequestSchema,
  type PersonalInformationResponse,
} from '@ponte/shared/profile-personal.schema';
import type { BrazilianStateCode } from '@ponte/shared/reference/brazilian-states';
import { BRAZIL } from '@ponte/shared/reference/countries';
import { loadMunicipalities } from '@ponte/shared/reference/municipalities';
import { TENANTS } from '@ponte/shared/tenants';
import type { z } from 'zod';
import type { ScopedDatabase, Tx } from '../../db/scope.ts';
import { AppError, Errors } from '../../http/errors.ts';
import { presentProfileSection } from '../policy/policy.service.ts';
import { findProfileRow, type ProfileRow, updateUserProfileFields, upsertProfile } from './profile.repository.ts';
import { type ProfileRequest, storedCode, withProfile } from './profile.service.ts';
import { findProfileOwner } from './profile-access.repository.ts';
import { type ProfileContext, requireEdit, requireTab } from './profile-access.service.ts';
import {
  countEducations,
  deleteEducation,
  type EducationRow,
  insertEducation,
  listEducations,
  updateEducation,
} from './profile-personal.repository.ts';

/** Whether a person has a live sensitive-data consent (the privacy module answers; ADR 0044). */
export interface SensitiveConsentCheck {
  hasSensitiveConsent(tx: Tx, userId: number): Promise<boolean>;
}

/**
 * The answers the sensitive-data consent covers are kept only while it is live: without it any answer
 * sent is refused on its field; with it they are required, as every other select of the form.
 */
function checkConsented(consented: boolean, answers: Record<string, unknown>): void {
  const fields: Record<string, string> = {};
  for (const [field, value] of Object.entries(answers)) {
    const answered = Array.isArray(value) ? value.length > 0 : value !== null;
    if (!consented && answered) fields[field] = 'privacy.consent.required';
    if (consented && value === null) fields[field] = 'validation.required';
  }
  if (Object.keys(fields).length > 0) throw Errors.invalidFields(fields);
}

/** A person keeps a bounded list: the form shows them all at once. */
export const MAX_EDUCATIONS = 20;

const nullIfEmpty = (value: string) => (value === '' ? null : value);

/** A student is a talent of a tenant that calls its talents alunos (sabimais); staff there are not. */
function isStudent(ctx: ProfileContext): boolean {
  return TENANTS[ctx.tenant].vocabulary === 'aluno' && ctx.owner.role === 'Talento';
}

function personalView(ctx: ProfileContext, row: ProfileRow | null, consented: boolean): PersonalInformationResponse {
  const sees = ctx.access.seesSensitive;
  const birthDate = row?.birthDate ?? null;
  return {
    userType: ctx.owner.role,
    basicData: presentProfileSection(
      'basicData',
      {
        firstName: ctx.owner.firstName,
        lastName: ctx.owner.lastName,
        socialName: row?.socialName ?? null,
        email: ctx.owner.email,
        cpf: row?.cpf ?? null,
        birthDate,
        phoneDialCode: row?.phoneDialCode ?? null,
        phone: row?.phone ?? null,
        gender: storedCode(row?.gender ?? null),
        raceColor: storedCode(row?.raceColor ?? null),
        disability: storedCode(row?.disability ?? null),
        disabilityTypes: (row?.disabilityTypes ?? []) as NonNullable<
          PersonalInformationResponse['basicData']['disabilityTypes']
        >,
        nationality: storedCode(row?.nationality ?? null),
        guardianName: row?.guardianName ?? null,
        guardianRelation: storedCode(row?.guardianRelation ?? null),
        schoolYear: storedCode(row?.schoolYear ?? null),
        employmentStatus: storedCode(row?.employmentStatus ?? null),
        goals: (row?.goals ?? []) as PersonalInformationResponse['basicData']['goals'],
      },
      sees,
    ),
    additionalInformation: presentProfileSection(
      'additionalInformation',
      {
        referralSource: storedCode(row?.referralSource ?? null),
        computerLevel: storedCode(row?.computerLevel ?? null),
        computerAvailable: storedCode(row?.computerAvailable ?? null),
        learningEnvironment: storedCode(row?.learningEnvironment ?? null),
        broadband: storedCode(row?.broadband ?? null),
        familyIncome: storedCode(row?.familyIncome ?? null),
        familyDependents: storedCode(row?.familyDependents ?? null),
        incomePrograms: storedCode(row?.incomePrograms ?? null),
      },
      sees,
    ),
    location: presentProfileSection(
      'location',
      {
        country: row?.country ?? null,
        postalCode: row?.postalCode ?? null,
        address: row?.address ?? null,
        streetNumber: row?.streetNumber ?? null,
        neighborhood: row?.neighborhood ?? null,
        complement: row?.complement ?? null,
        state: row?.state ?? null,
        city: row?.city ?? null,
        cityCode: row?.cityCode ?? null,
      },
      sees,
    ),
    guardianApplies: guardianApplies({ student: isStudent(ctx), birthDate }),
    student: isStudent(ctx),
    asksLearningEnvironment: TENANTS[ctx.tenant].features.learningEnvironment,
    ...(sees ? { sensitiveConsent: consented } : {}),
  };
}

function educationView(row: EducationRow): Education {
  return {
    id: row.id,
    educationType: row.educationType as Education['educationType'],
    course: row.course,
    institution: row.institution,
    situation: row.situation as Education['situation'],
  };
}

export class PersonalInformationService {
  constructor(
    private readonly db: ScopedDatabase,
    private readonly consent: SensitiveConsentCheck,
  ) {}

  read(request: ProfileRequest): Promise<PersonalInformationResponse> {
    return withProfile(this.db, request, async (tx, ctx) => {
      requireTab(ctx, 'personalInformation');
      return this.view(tx, ctx);
    });
  }

  private async view(tx: Tx, ctx: ProfileContext): Promise<PersonalInformationResponse> {
    const consented = await this.consent.hasSensitiveConsent(tx, ctx.owner.id);
    return personalView(ctx, await findProfileRow(tx, ctx.owner.id), consented);
  }

  /** Basic data: the names live on the user, the rest on the profile row. */
  saveBasicData(request: ProfileRequest, input: BasicData): Promise<PersonalInformationResponse> {
    return this.edit(request, async (tx, ctx) => {
      const applies = guardianApplies({ student: isStudent(ctx), birthDate: input.birthDate });
      if (applies) {
        const missing: Record<string, string> = {};
        if (input.guardianRelation === null) missing.guardianRelation = 'validation.required';
        if (input.schoolYear === null) missing.schoolYear = 'validation.required';
        if (Object.keys(missing).length > 0) throw Errors.invalidFields(missing);
      }
      checkConsented(await this.consent.hasSensitiveConsent(tx, ctx.owner.id), {
        raceColor: input.raceColor,
        disability: input.disability,
      });
      await updateUserProfileFields(tx, ctx.owner.id, { firstName: input.firstName, lastName: input.lastName });
      await upsertProfile(tx, request.tenant.id, ctx.owner.id, {
        socialName: input.socialName,
        cpf: input.cpf,
        birthDate: input.birthDate,
        phoneDialCode: input.phoneDialCode,
        phone: input.phone,
        gender: input.gender,
        raceColor: input.raceColor,
        disability: input.disability,
        disabilityTypes: input.disability === 'S' ? [...new Set(input.disabilityTypes)] : [],
        nationality: input.nationality,
        // Guardian and school year apply to students and minors only; for anyone else they are not kept.
        guardianName: applies ? input.guardianName : null,
        guardianRelation: applies ? input.guardianRelation : null,
        schoolYear: applies ? input.schoolYear : null,
        employmentStatus: input.employmentStatus,
        goals: [...new Set(input.goals)],
      });
    });
  }

  saveAdditionalInformation(
    request: ProfileRequest,
    input: AdditionalInformationRequest,
  ): Promise<PersonalInformationResponse> {
    return this.edit(request, async (tx, ctx) => {
      const asked = TENANTS[ctx.tenant].features.learningEnvironment;
      if (asked && input.learningEnvironment === null) {
        throw Errors.invalidFields({ learningEnvironment: 'validation.required' });
      }
      checkConsented(await this.consent.hasSensitiveConsent(tx, ctx.owner.id), {
        familyIncome: input.familyIncome,
        familyDependents: input.familyDependents,
        incomePrograms: input.incomePrograms,
      });
      await upsertProfile(tx, request.tenant.id, ctx.owner.id, {
        referralSource: input.referralSource,
        computerLevel: input.computerLevel,
        computerAvailable: input.computerAvailable,
        // Not asked in asid: whatever is sent there is not kept.
        learningEnvironment: asked ? input.learningEnvironment : null,
        broadband: input.broadband,
        familyIncome: input.familyIncome,
        familyDependents: input.familyDependents,
        incomePrograms: input.incomePrograms,
      });
    });
  }

  /** For Brazil the city comes from the IBGE list of the chosen state and its canonical name is stored. */
  saveLocation(
    request: ProfileRequest,
    input: z.output<typeof locationRequestSchema>,
  ): Promise<PersonalInformationResponse> {
    return this.edit(request, async (tx, ctx) => {
      let city = input.city;
      let cityCode: number | null = null;
      if (input.country === BRAZIL.value) {
        const municipalities = await loadMunicipalities(input.state as BrazilianStateCode);
        const municipality = municipalities.find((m) => m.value === input.cityCode);
        if (!municipality) throw Errors.invalidFields({ city: 'profileApi.cityNotInState' });
        city = municipality.label;
        cityCode = municipality.value;
      }
      await upsertProfile(tx, request.tenant.id, ctx.owner.id, {
        country: input.country,
        postalCode: nullIfEmpty(input.postalCode),
        address: nullIfEmpty(input.address),
        streetNumber: nullIfEmpty(input.streetNumber),
        neighborhood: nullIfEmpty(input.neighborhood),
        complement: nullIfEmpty(input.complement),
        state: input.state,
        city,
        cityCode,
      });
    });
  }

  listEducations(request: ProfileRequest): Promise<Education[]> {
    return withProfile(this.db, request, async (tx, ctx) => {
      requireTab(ctx, 'personalInformation');
      return (await listEducations(tx, ctx.owner.id)).map(educationView);
    });
  }

  addEducation(request: ProfileRequest, input: EducationRequest): Promise<Education> {
    return this.editing(request, async (tx, ctx) => {
      if ((await countEducations(tx, ctx.owner.id)) >= MAX_EDUCATIONS) {
        throw new AppError(409, 'CONFLICT', 'profileApi.tooManyEducations', { max: MAX_EDUCATIONS });
      }
      return educationView(await insertEducation(tx, request.tenant.id, ctx.owner.id, input));
    });
  }

  updateEducation(request: ProfileRequest, educationId: number, input: EducationRequest): Promise<Education> {
    return this.editing(request, async (tx, ctx) => {
      const row = await updateEducation(tx, ctx.owner.id, educationId, input);
      if (!row) throw Errors.notFound();
      return educationView(row);
    });
  }

  deleteEducation(request: ProfileRequest, educationId: number): Promise<void> {
    return this.editing(request, async (tx, ctx) => {
      if (!(await deleteEducation(tx, ctx.owner.id, educationId))) throw Errors.notFound();
    });
  }

  private editing<T>(request: ProfileRequest, work: (tx: Tx, ctx: ProfileContext) => Promise<T>): Promise<T> {
    return withProfile(this.db, request, async (tx, ctx) => {
      requireTab(ctx, 'personalInformation');
      requireEdit(ctx);
      return work(tx, ctx);
    });
  }

  /** A save answers with the whole tab as it now reads, so the web can refresh in one step. */
  private edit(
    request: ProfileRequest,
    work: (tx: Tx, ctx: ProfileContext) => Promise<void>,
  ): Promise<PersonalInformationResponse> {
    return this.editing(request, async (tx, ctx) => {
      await work(tx, ctx);
      // The names may just have changed on the user row, which the context read before the save.
      const owner = (await findProfileOwner(tx, ctx.owner.publicId)) ?? ctx.owner;
      return this.view(tx, { ...ctx, owner });
    });
  }
}
