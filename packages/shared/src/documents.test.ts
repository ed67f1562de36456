import { describe, expect, it } from 'vitest';
import {
  brazilianPostalCodeSchema,
  cnpjSchema,
  cpfSchema,
  formatBrazilianPhone,
  formatCnpj,
  formatCpf,
  formatPostalCode,
  isValidCnpj,
  isValidCpf,
  phoneSchema,
} from './documents.ts';
import { hasKey } from './i18n/catalogues.ts';

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '390.533.447-05'])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });
  it.each(['529.982.247-24', '111.111.111-11', '00000000000', '1234567890', '123.456.789-0a'])('refuses %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
  it('formats and stores digits', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(cpfSchema.parse('529.982.247-25')).toBe('52998224725');
    expect(cpfSchema.safeParse('529.982.247-24').error?.issues[0]?.message).toBe('validation.cpf');
  });
});

describe('CNPJ', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '45.997.418/0001-53', '60.701.190/0001-04', '00.000.000/0001-91'])(
    'accepts %s',
    (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(true);
    },
  );
  it.each([
    '11.222.333/0001-82',
    '11.222.333/0001-71',
    '11111111111111',
    '00000000000000',
    '1122233300018',
    'ab222333000181',
  ])('refuses %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });
  it('formats and stores digits', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(cnpjSchema.parse('11.222.333/0001-81')).toBe('11222333000181');
    expect(cnpjSchema.safeParse('11.222.333/0001-82').error?.issues[0]?.message).toBe('validation.cnpj');
    expect(cnpjSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual(['validation.required']);
  });
});

describe('postal code and phone', () => {
  it('masks and validates the CEP', () => {
    expect(formatPostalCode('90010000')).toBe('90010-000');
    expect(brazilianPostalCodeSchema.parse('90010-000')).toBe('90010000');
    expect(brazilianPostalCodeSchema.safeParse('9001-000').success).toBe(false);
  });
  it('takes (99) 99999-9999 for +55 and up to 14 digits elsewhere, stored as digits', () => {
    expect(formatBrazilianPhone('51999998888')).toBe('(51) 99999-8888');
    expect(phoneSchema.parse({ dialCode: '55', number: '(51) 99999-8888' })).toEqual({
      dialCode: '55',
      number: '51999998888',
    });
    expect(phoneSchema.safeParse({ dialCode: '55', number: '5199999888' }).success).toBe(false);
    expect(phoneSchema.parse({ dialCode: '1', number: '212 555 0100' }).number).toBe('2125550100');
    expect(phoneSchema.safeParse({ dialCode: '351', number: '123456789012345' }).success).toBe(false);
  });
});

it('has catalogue messages for its keys', () => {
  for (const key of ['validation.cpf', 'validation.cnpj', 'validation.postalCode', 'validation.phone']) {
    expect(hasKey('pt-BR', key) && hasKey('en-US', key) && hasKey('es-MX', key), key).toBe(true);
  }
});
