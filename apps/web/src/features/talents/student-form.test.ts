import type { PersonalInformationResponse } from '@ponte/shared/profile-personal.schema';
import { describe, expect, it } from 'vitest';
import { fieldsOutsideForm, studentFormDefaults, studentFormSchema, toBasicDataRequest } from './student-form.ts';

const data: PersonalInformationResponse = {
  userType: 'Talento',
  basicData: {
    firstName: 'Ana',
    lastName: 'Souza',
    socialName: null,
    email: 'ana@sabimais.demo',
    cpf: null,
    birthDate: '2010-04-02',
    phoneDialCode: '55',
    phone: '11987654321',
    gender: 'F',
    raceColor: '3',
    disability: 'N',
    disabilityTypes: [],
    nationality: 'B',
    guardianName: null,
    guardianRelation: null,
    schoolYear: null,
    employmentStatus: null,
    goals: ['1'],
  },
  additionalInformation: {
    referralSource: null,
    computerLevel: null,
    computerAvailable: null,
    learningEnvironment: null,
    broadband: null,
  },
  location: { country: 'Brasil', state: 'SP', city: 'São Paulo', cityCode: 3550308 },
  guardianApplies: true,
  student: true,
  asksLearningEnvironment: true,
};

describe('student form', () => {
  it('requires the guardian relationship and school year of a student, and a valid CPF', () => {
    const result = studentFormSchema(true).safeParse({ ...studentFormDefaults(data), cpf: '111.111.111-11' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path[0]).sort();
    expect(paths).toEqual(['cpf', 'guardianRelation', 'schoolYear']);
    expect(studentFormSchema(false).safeParse({ ...studentFormDefaults(data), cpf: '529.982.247-25' }).success).toBe(
      true,
    );
  });

  it('sends the answers it does not show back unchanged, with its own values on top', () => {
    const values = studentFormSchema(true).parse({
      ...studentFormDefaults(data),
      cpf: '529.982.247-25',
      socialName: 'Aninha',
      guardianRelation: '1',
      schoolYear: '8EF',
    });
    const body = toBasicDataRequest(values, data);
    expect(body).toMatchObject({
      firstName: 'Ana',
      socialName: 'Aninha',
      cpf: '52998224725',
      guardianRelation: '1',
      schoolYear: '8EF',
      gender: 'F',
      raceColor: '3',
      disability: 'N',
      nationality: 'B',
      goals: ['1'],
      employmentStatus: null,
    });
  });

  it('tells which refused fields live outside the form', () => {
    expect(fieldsOutsideForm({ cpf: 'x', employmentStatus: 'y', goals: 'z' })).toEqual(['employmentStatus', 'goals']);
  });
});
