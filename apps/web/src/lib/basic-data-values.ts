import { BRAZIL_DIAL_CODE } from '@ponte/shared/documents';
import type { BasicDataRequest, PersonalInformationResponse } from '@ponte/shared/profile-personal.schema';

type BasicData = PersonalInformationResponse['basicData'];

/**
 * A profile's basic data as the forms that edit it hold it (the profile's own form, a school's compact
 * student form): unanswered texts empty, Brazil's dial code by default, unanswered choices null. The
 * request type admits no null, which the schema then reports on save; hence the cast.
 */
export function basicDataFormValues(data: BasicData): BasicDataRequest {
  return {
    firstName: data.firstName,
    lastName: data.lastName,
    socialName: data.socialName ?? '',
    cpf: data.cpf ?? '',
    birthDate: data.birthDate ?? '',
    phoneDialCode: data.phoneDialCode ?? BRAZIL_DIAL_CODE,
    phone: data.phone ?? '',
    gender: data.gender ?? null,
    raceColor: data.raceColor ?? null,
    disability: data.disability ?? null,
    disabilityTypes: data.disabilityTypes ?? [],
    nationality: data.nationality,
    guardianName: data.guardianName ?? '',
    guardianRelation: data.guardianRelation ?? null,
    schoolYear: data.schoolYear ?? null,
    employmentStatus: data.employmentStatus,
    goals: data.goals,
  } as unknown as BasicDataRequest;
}
