import { BRAZIL_DIAL_CODE } from '@ponte/shared/documents';
import { BASIC_DATA_FIELDS, type PersonalInformationResponse } from '@ponte/shared/profile-personal.schema';
import { describe, expect, it } from 'vitest';
import { basicDataFormValues } from './basic-data-values.ts';

type BasicData = PersonalInformationResponse['basicData'];

// Everything but the names and the goals may be unanswered.
const UNANSWERABLE = BASIC_DATA_FIELDS.filter((key) => !['firstName', 'lastName', 'goals'].includes(key));

const unanswered = {
  firstName: 'Ana',
  lastName: 'Souza',
  email: 'ana@example.com',
  goals: [],
  ...Object.fromEntries(UNANSWERABLE.map((key) => [key, null])),
} as unknown as BasicData;

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

  it('holds exactly the fields the request names', () => {
    expect(Object.keys(basicDataFormValues(unanswered)).sort()).toEqual([...BASIC_DATA_FIELDS].sort());
  });

  it('keeps every answer given, and leaves out what the form does not edit (the e-mail)', () => {
    const answers = {
      socialName: 'Aninha',
      cpf: '52998224725',
      birthDate: '2010-04-02',
      phoneDialCode: '351',
      phone: '912345678',
      gender: 'F',
      disabilityTypes: ['1'],
      guardianName: 'Maria',
      schoolYear: '8EF',
    };
    const values = basicDataFormValues({ ...unanswered, ...answers } as BasicData);
    expect(values).toMatchObject(answers);
    expect(values).not.toHaveProperty('email');
  });
});
