import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries.ts';
import { DIAL_CODES } from './dial-codes.ts';

const collator = new Intl.Collator('pt-BR');

describe('DIAL_CODES', () => {
  it('starts with Brasil +55', () => {
    expect(DIAL_CODES[0]).toEqual({ country: 'BR', code: '55', label: 'Brasil (+55)' });
  });

  it('lists the rest by country name, each country once', () => {
    const names = DIAL_CODES.slice(1).map((d) => d.label.replace(/ \(\+\d+\)$/, ''));
    expect(names).toEqual([...names].sort(collator.compare));
    expect(new Set(DIAL_CODES.map((d) => d.country)).size).toBe(DIAL_CODES.length);
  });

  it('labels every entry "<name> (+<code>)" with the same names as COUNTRIES', () => {
    const names = new Map(COUNTRIES.map((c) => [c.code, c.value]));
    for (const { country, code, label } of DIAL_CODES) {
      expect(code).toMatch(/^[1-9]\d{0,3}$/);
      const name = names.get(country);
      if (name) expect(label).toBe(`${name} (+${code})`);
      else expect(label).toMatch(new RegExp(`^\\S.* \\(\\+${code}\\)$`));
    }
  });

  it.each([
    ['US', '1'],
    ['PT', '351'],
    ['AR', '54'],
    ['GB', '44'],
  ])('dials %s with +%s', (country, code) => {
    expect(DIAL_CODES.find((d) => d.country === country)?.code).toBe(code);
  });
});
