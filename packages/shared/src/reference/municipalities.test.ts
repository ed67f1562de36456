import { beforeAll, describe, expect, it } from 'vitest';
import { BRAZILIAN_STATE_CODES, BRAZILIAN_STATES, type BrazilianStateCode } from './brazilian-states.ts';
import { loadMunicipalities, MUNICIPALITY_COUNTS, type Municipality } from './municipalities.ts';

const collator = new Intl.Collator('pt-BR');
const byState = new Map<BrazilianStateCode, readonly Municipality[]>();
let all: Municipality[] = [];

beforeAll(async () => {
  for (const uf of BRAZILIAN_STATE_CODES) byState.set(uf, await loadMunicipalities(uf));
  all = [...byState.values()].flat();
});

function find(uf: BrazilianStateCode, label: string) {
  return byState.get(uf)?.find((m) => m.label === label);
}

describe('municipalities', () => {
  it('loads a single state on demand', async () => {
    const acre = await loadMunicipalities('AC');
    expect(acre).toHaveLength(22);
    expect(acre.every((m) => m.state === 'AC')).toBe(true);
  });

  it.each([
    ['RO', 52],
    ['AC', 22],
    ['RR', 15],
    ['AP', 16],
    ['SP', 645],
    ['MG', 853],
    ['RJ', 92],
    ['PE', 185],
    ['DF', 36],
  ] as const)('%s has %i entries', (uf, count) => {
    expect(byState.get(uf)).toHaveLength(count);
    expect(MUNICIPALITY_COUNTS[uf]).toBe(count);
  });

  it("totals IBGE's 5,570 municipalities plus the DF's 35 administrative regions: 5,605 entries", () => {
    expect(all).toHaveLength(5605);
    expect(all.filter((m) => m.value < 5300109 || m.value > 5300143)).toHaveLength(5570);
    for (const uf of BRAZILIAN_STATE_CODES) expect(MUNICIPALITY_COUNTS[uf]).toBe(byState.get(uf)?.length);
  });

  it('codes are 7 digits, unique, prefixed by the state IBGE code', () => {
    const ibge = new Map(BRAZILIAN_STATES.map((s) => [s.value, s.ibge]));
    const wrong = all.filter(
      (m) => !/^\d{7}$/.test(String(m.value)) || Math.floor(m.value / 100_000) !== ibge.get(m.state),
    );
    expect(wrong).toEqual([]);
    expect(new Set(all.map((m) => m.value)).size).toBe(all.length);
  });

  it('each state lists its own municipalities, named once and sorted by name (DF aside)', () => {
    for (const [uf, list] of byState) {
      expect(list.every((m) => m.state === uf)).toBe(true);
      const labels = list.map((m) => m.label);
      expect(new Set(labels).size).toBe(labels.length);
      if (uf !== 'DF') expect(labels).toEqual([...labels].sort(collator.compare));
    }
  });

  it('labels are clean, accented text', () => {
    // Mojibake: UTF-8 read as Latin-1 turns 'ã' into 'Ã£' and 'é' into 'Ã©'; no Brazilian place name has Ã or Â
    // before a Latin-1 symbol or a C1 control.
    const mojibake = /[ÃÂ][\u0080-\u00BF]/;
    const bad = all.filter(
      ({ label }) =>
        label.includes('\uFFFD') ||
        mojibake.test(label) ||
        label !== label.trim() ||
        /\s{2}/.test(label) ||
        label !== label.normalize('NFC'),
    );
    expect(bad).toEqual([]);
    expect(all.filter((m) => /[ãáâàéêíóõôúç]/i.test(m.label)).length).toBeGreaterThan(2000);
  });

  it.each([
    ['SP', 'São Paulo', 3550308],
    ['DF', 'Brasília', 5300108],
    ['GO', 'Goiânia', 5208707],
    ['SC', 'Florianópolis', 4205407],
    ['RO', "Alta Floresta D'Oeste", 1100015],
    ['PA', 'Belém', 1501402],
    ['MA', 'São Luís', 2111300],
    ['PR', 'Maringá', 4115200],
    ['AP', 'Macapá', 1600303],
    ['PI', 'Teresina', 2211001],
    ['PE', 'Fernando de Noronha', 2605459],
    ['RS', "Sant'Ana do Livramento", 4317103],
    ['SP', 'Mogi Mirim', 3530805],
    ['RN', 'Serra Caiada', 2410306],
    ['SC', 'Lauro Müller', 4209607],
  ] as const)('%s: %s is %i', (uf, label, value) => {
    expect(find(uf, label)?.value).toBe(value);
  });

  it('lists Brasília and then the 35 administrative regions of the DF in RA order', () => {
    expect(byState.get('DF')).toEqual(
      [
        'Brasília',
        'Plano Piloto',
        'Gama',
        'Taguatinga',
        'Brazlândia',
        'Sobradinho',
        'Planaltina',
        'Paranoá',
        'Núcleo Bandeirante',
        'Ceilândia',
        'Guará',
        'Cruzeiro',
        'Samambaia',
        'Santa Maria',
        'São Sebastião',
        'Recanto das Emas',
        'Lago Sul',
        'Riacho Fundo',
        'Lago Norte',
        'Candangolândia',
        'Águas Claras',
        'Riacho Fundo II',
        'Sudoeste/Octogonal',
        'Varjão',
        'Park Way',
        'SCIA/Estrutural',
        'Sobradinho II',
        'Jardim Botânico',
        'Itapoã',
        'SIA',
        'Vicente Pires',
        'Fercal',
        'Sol Nascente/Pôr do Sol',
        'Arniqueira',
        'Arapoanga',
        'Água Quente',
      ].map((label, index) => ({ state: 'DF', value: 5300108 + index, label })),
    );
  });
});
