import { describe, expect, it } from 'vitest';
import { BRAZILIAN_STATE_CODES } from './brazilian-states.ts';
import { CEP_RANGES, cepDigits, stateOfCep } from './cep.ts';

describe('CEP_RANGES', () => {
  it('gives every state at least one band', () => {
    expect(new Set(CEP_RANGES.map((r) => r.state))).toEqual(new Set(BRAZILIAN_STATE_CODES));
  });

  it('is ordered, without overlaps, and covers 01000-000 to 99999-999 without a gap', () => {
    expect(CEP_RANGES[0]?.first).toBe(1_000_000);
    expect(CEP_RANGES.at(-1)?.last).toBe(99_999_999);
    for (const [i, range] of CEP_RANGES.entries()) {
      expect(range.first).toBeLessThanOrEqual(range.last);
      const next = CEP_RANGES[i + 1];
      if (next) expect(next.first, `${range.state} → ${next.state}`).toBe(range.last + 1);
    }
  });
});

describe('stateOfCep', () => {
  // Real addresses: capitals, and towns on either side of the bands states share.
  const cases: [string, string][] = [
    ['01310-100', 'SP'], // Avenida Paulista, São Paulo
    ['13015-904', 'SP'], // Campinas
    ['20040-020', 'RJ'], // Centro, Rio de Janeiro
    ['24020-005', 'RJ'], // Niterói
    ['29010-935', 'ES'], // Vitória
    ['30130-005', 'MG'], // Belo Horizonte
    ['40020-000', 'BA'], // Salvador
    ['49010-370', 'SE'], // Aracaju
    ['50030-230', 'PE'], // Recife
    ['57062-180', 'AL'], // Maceió
    ['58040-909', 'PB'], // João Pessoa
    ['59069-440', 'RN'], // Natal
    ['60170-001', 'CE'], // Fortaleza
    ['64000-290', 'PI'], // Teresina
    ['65083-370', 'MA'], // São Luís
    ['66055-260', 'PA'], // Belém
    ['68909-115', 'AP'], // Macapá
    ['69023-030', 'AM'], // Manaus
    ['69400-000', 'AM'], // Manacapuru: Amazonas's second band
    ['69316-184', 'RR'], // Boa Vista
    ['69906-638', 'AC'], // Rio Branco
    ['70040-010', 'DF'], // Esplanada, Brasília
    ['72405-610', 'DF'], // Gama
    ['72910-001', 'GO'], // Águas Lindas de Goiás, between DF's bands
    ['73010-000', 'DF'], // Sobradinho: DF's second band
    ['73770-000', 'GO'], // Alto Paraíso de Goiás: Goiás after DF's second band
    ['74003-010', 'GO'], // Goiânia
    ['76801-000', 'RO'], // Porto Velho
    ['76900-032', 'RO'], // Ji-Paraná
    ['77020-112', 'TO'], // Palmas
    ['78005-000', 'MT'], // Cuiabá
    ['79002-290', 'MS'], // Campo Grande
    ['80520-560', 'PR'], // Curitiba
    ['88047-310', 'SC'], // Florianópolis
    ['90010-000', 'RS'], // Porto Alegre
    ['96204-040', 'RS'], // Rio Grande
  ];

  it.each(cases)('%s is in %s', (cep, state) => {
    expect(stateOfCep(cep)).toBe(state);
    expect(stateOfCep(cep.replace('-', ''))).toBe(state);
  });

  it('finds the band edges', () => {
    expect(stateOfCep('72799-999')).toBe('DF');
    expect(stateOfCep('72800-000')).toBe('GO');
    expect(stateOfCep('72999-999')).toBe('GO');
    expect(stateOfCep('73000-000')).toBe('DF');
    expect(stateOfCep('73699-999')).toBe('DF');
    expect(stateOfCep('73700-000')).toBe('GO');
    expect(stateOfCep('76799-999')).toBe('GO');
    expect(stateOfCep('76800-000')).toBe('RO');
    expect(stateOfCep('19999-999')).toBe('SP');
    expect(stateOfCep('99999-999')).toBe('RS');
  });

  it('answers null for an incomplete CEP or one in no band', () => {
    expect(stateOfCep('')).toBeNull();
    expect(stateOfCep(null)).toBeNull();
    expect(stateOfCep('01310-10')).toBeNull();
    expect(stateOfCep('013101000')).toBeNull();
    expect(stateOfCep('00999-999')).toBeNull();
  });
});

describe('cepDigits', () => {
  it('keeps the eight digits of a complete CEP only', () => {
    expect(cepDigits('01310-100')).toBe('01310100');
    expect(cepDigits('01310100')).toBe('01310100');
    expect(cepDigits('01310-1')).toBeNull();
    expect(cepDigits(undefined)).toBeNull();
  });
});
