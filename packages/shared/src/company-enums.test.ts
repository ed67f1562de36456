import { describe, expect, it } from 'vitest';
import { attributionOf } from './collaborators.schema.ts';
import { companyRequestSchema } from './companies.schema.ts';
import { COMPANY_SECTORS, COMPANY_SIZES, companySectorSchema, companySizeSchema } from './company-enums.ts';

describe('company sector and size', () => {
  it('have unique codes that fit the column and labels in the three locales', () => {
    for (const list of [COMPANY_SECTORS, COMPANY_SIZES]) {
      const codes = list.map((o) => o.value);
      expect(new Set(codes).size).toBe(codes.length);
      for (const option of list) {
        expect(option.value.length).toBeLessThanOrEqual(4);
        for (const label of Object.values(option.label)) expect(label.trim()).not.toBe('');
      }
    }
    expect(COMPANY_SIZES.map((o) => o.value)).toEqual(['MEI', 'ME', 'EPP', 'MED', 'GRA']);
  });
  it('say required for nothing and invalid for an unknown code', () => {
    expect(companySectorSchema.safeParse(undefined).error?.issues[0]?.message).toBe('validation.required');
    expect(companySizeSchema.safeParse('XL').error?.issues[0]?.message).toBe('validation.invalid');
  });
});

describe('the company request', () => {
  const valid = {
    legalName: 'A Ltda.',
    tradeName: 'A',
    cnpj: '11.222.333/0001-81',
    sector: 'TEC',
    size: 'ME',
    state: 'RS',
    cityCode: 4314902,
    contactEmail: 'A@B.com',
    phoneDialCode: '55',
    phone: '(51) 99999-8888',
  };
  it('stores digits and a lower-case email', () => {
    expect(companyRequestSchema.parse(valid)).toMatchObject({
      cnpj: '11222333000181',
      phone: '51999998888',
      contactEmail: 'a@b.com',
    });
  });
  it('checks the phone against its dial code', () => {
    expect(companyRequestSchema.safeParse({ ...valid, phone: '5199999888' }).error?.issues[0]).toMatchObject({
      path: ['phone'],
      message: 'validation.phone',
    });
    expect(companyRequestSchema.safeParse({ ...valid, phoneDialCode: '1', phone: '2125550100' }).success).toBe(true);
  });
});

describe('attribution', () => {
  it('is FM, RM or M for the three mentor roles only', () => {
    expect(attributionOf('FuncionarioMentor')).toBe('FM');
    expect(attributionOf('RhMentor')).toBe('RM');
    expect(attributionOf('Mentor')).toBe('M');
    for (const role of ['Admin', 'Rh', 'Colaborador', 'Funcionario', 'Talento'] as const) {
      expect(attributionOf(role)).toBeNull();
    }
  });
});
