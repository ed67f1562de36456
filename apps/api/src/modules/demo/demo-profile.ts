/**
 * A partly filled profile for the demo talent of the tenants below, so that their home shows how
 * far along it is and what is missing (issue 10 §3; ADR 0034): basic data, location, skills and
 * career goals are saved; additional information, education, photo, résumé and the behavioural
 * test are not. Every value passes the request schemas the profile forms send, so the product could
 * have saved it. The other tenants' demo talents start empty, to try the forms from nothing.
 */
import { basicDataRequestSchema, locationRequestSchema } from '@ponte/shared/profile-personal.schema';
import { skillsSchema } from '@ponte/shared/profile-skills.schema';
import type { TenantSlug } from '@ponte/shared/tenants';
import type { Tx } from '../../db/scope.ts';
import { upsertProfile } from '../profile/profile.repository.ts';

export const DEMO_PROFILE_TENANTS: readonly TenantSlug[] = ['trindtech'];

export async function seedDemoTalentProfile(tx: Tx, tenantId: string, userId: number): Promise<void> {
  const basic = basicDataRequestSchema.parse({
    firstName: 'Helena',
    lastName: 'Oliveira',
    socialName: '',
    // 529.982.247-25 has valid check digits.
    cpf: '529.982.247-25',
    birthDate: '1998-03-15',
    phoneDialCode: '55',
    phone: '(11) 98765-4321',
    gender: 'F',
    raceColor: '3',
    disability: 'N',
    disabilityTypes: [],
    nationality: 'B',
    guardianName: null,
    guardianRelation: null,
    schoolYear: null,
    employmentStatus: '3',
    goals: ['1', '5'],
  });
  const location = locationRequestSchema.parse({
    country: 'Brasil',
    postalCode: '01310-100',
    address: 'Avenida Paulista',
    streetNumber: '1000',
    neighborhood: 'Bela Vista',
    complement: '',
    state: 'SP',
    city: 'São Paulo',
    cityCode: 3550308,
  });
  const skills = skillsSchema.parse({
    softSkills: ['Comunicação', 'Trabalho em equipe'],
    hardSkills: ['JavaScript', 'React', 'SQL'],
  });
  const { firstName: _first, lastName: _last, ...profile } = basic;
  await upsertProfile(tx, tenantId, userId, {
    ...profile,
    socialName: null,
    ...location,
    complement: location.complement || null,
    ...skills,
    careerGoals: 'Conseguir minha primeira vaga como desenvolvedora front-end.',
  });
}
