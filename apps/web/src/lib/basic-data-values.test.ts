import { BRAZIL_DIAL_CODE } from '@ponte/shared/documents';
import type { PersonalInformationResponse } from '@ponte/shared/profile-personal.schema';
import { describe, expect, it } from 'vitest';
import { basicDataFormValues } from './basic-data-values.ts';

const unanswered: PersonalInformationResponse['basicData'] = {
  firstName: 'Ana',
  lastName: 'Souza',
  socialName: null,
  email: 'ana@example.com',
  cpf: null,
  birthDate: null,
  phoneDialCode: null,
  phone: null,
  gender: null,
  raceColor: null,
  disability: null,
  disabilityTypes: null,
  nationality: null,
  guardianName: null,
  guardianRelation: null,
  schoolYear: null,
  employmentStatus: null,
  goals: [],
} as unknown as PersonalInformationResponse['basicData'];

describe('basic data form values', () => {
  it('starts unanswered texts empty, choices null and the dial code at Brazil', () => {
    expect(basicDataFormValues(unanswered)).toEqual({
      firstName: 'Ana',
      lastName: 'Souza',
      socialName: '',
      cpf: '',
      birthDate: '',
      phoneDialCode: BRAZIL_DIAL_CODE,
      phone: '',
      gender: null,
      raceColor: null,
      disability: null,
      disabilityTypes: [],
      nationality: null,
      guardianName: '',
      guardianRelation: null,
      schoolYear: null,
      employmentStatus: null,
      goals: [],
    });
  });

  it('keeps every answer given, and leaves out what the form does not edit (the e-mail)', () => {
    const answered = {
      ...unanswered,
      socialName: 'Aninha',
      cpf: '52998224725',
      birthDate: '2010-04-02',
      phoneDialCode: '351',
      phone: '912345678',
      gender: 'F',
      disabilityTypes: ['1'],
      guardianName: 'Maria',
      schoolYear: '8EF',
    } as PersonalInformationResponse['basicData'];
    const values = basicDataFormValues(answered);
    expect(values).toMatchObject({
      socialName: 'Aninha',
      cpf: '52998224725',
      birthDate: '2010-04-02',
      phoneDialCode: '351',
      phone: '912345678',
      gender: 'F',
      disabilityTypes: ['1'],
      guardianName: 'Maria',
      schoolYear: '8EF',
    });
    expect(values).not.toHaveProperty('email');
  });
});
