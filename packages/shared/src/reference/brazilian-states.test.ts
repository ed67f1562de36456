import { describe, expect, it } from 'vitest';
import {
  BRAZILIAN_STATE_CODES,
  BRAZILIAN_STATES,
  brazilianStateSchema,
  isBrazilianStateCode,
} from './brazilian-states.ts';

const collator = new Intl.Collator('pt-BR');

describe('BRAZILIAN_STATES', () => {
  it('holds the 26 states and the Federal District, each code once', () => {
    expect(BRAZILIAN_STATES).toHaveLength(27);
    expect(new Set(BRAZILIAN_STATES.map((s) => s.value)).size).toBe(27);
    expect(new Set(BRAZILIAN_STATES.map((s) => s.ibge)).size).toBe(27);
    expect(BRAZILIAN_STATES.map((s) => s.value).sort()).toEqual([...BRAZILIAN_STATE_CODES].sort());
  });

  it('is ordered by name with pt-BR collation', () => {
    const labels = BRAZILIAN_STATES.map((s) => s.label);
    expect(labels).toEqual([...labels].sort(collator.compare));
    expect(labels).toEqual([
      'Acre',
      'Alagoas',
      'Amapá',
      'Amazonas',
      'Bahia',
      'Ceará',
      'Distrito Federal',
      'Espírito Santo',
      'Goiás',
      'Maranhão',
      'Mato Grosso',
      'Mato Grosso do Sul',
      'Minas Gerais',
      'Pará',
      'Paraíba',
      'Paraná',
      'Pernambuco',
      'Piauí',
      'Rio de Janeiro',
      'Rio Grande do Norte',
      'Rio Grande do Sul',
      'Rondônia',
      'Roraima',
      'Santa Catarina',
      'São Paulo',
      'Sergipe',
      'Tocantins',
    ]);
  });

  it('carries the IBGE state codes', () => {
    const ibge = Object.fromEntries(BRAZILIAN_STATES.map((s) => [s.value, s.ibge]));
    expect(ibge).toEqual({
      RO: 11,
      AC: 12,
      AM: 13,
      RR: 14,
      PA: 15,
      AP: 16,
      TO: 17,
      MA: 21,
      PI: 22,
      CE: 23,
      RN: 24,
      PB: 25,
      PE: 26,
      AL: 27,
      SE: 28,
      BA: 29,
      MG: 31,
      ES: 32,
      RJ: 33,
      SP: 35,
      PR: 41,
      SC: 42,
      RS: 43,
      MS: 50,
      MT: 51,
      GO: 52,
      DF: 53,
    });
  });
});

describe('brazilianStateSchema', () => {
  it('accepts the 2-letter codes only', () => {
    expect(brazilianStateSchema.parse('SP')).toBe('SP');
    expect(brazilianStateSchema.safeParse('sp').success).toBe(false);
    expect(brazilianStateSchema.safeParse('São Paulo').success).toBe(false);
    expect(brazilianStateSchema.safeParse('XX').success).toBe(false);
  });

  it('agrees with isBrazilianStateCode', () => {
    expect(isBrazilianStateCode('DF')).toBe(true);
    expect(isBrazilianStateCode('BR')).toBe(false);
    expect(isBrazilianStateCode(35)).toBe(false);
  });
});
