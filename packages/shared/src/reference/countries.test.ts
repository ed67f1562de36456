import { describe, expect, it } from 'vitest';
import { BRAZIL, COUNTRIES } from './countries.ts';

const collator = new Intl.Collator('pt-BR');

describe('COUNTRIES', () => {
  it("includes Brazil as exactly 'Brasil'", () => {
    expect(COUNTRIES).toContainEqual({ value: 'Brasil', code: 'BR' });
    expect(COUNTRIES).toContainEqual(BRAZIL);
  });

  it('is sorted by Portuguese name', () => {
    const names = COUNTRIES.map((c) => c.value);
    expect(names).toEqual([...names].sort(collator.compare));
  });

  it('has one entry per ISO alpha-2 code and unique names', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(249);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.value)).size).toBe(COUNTRIES.length);
    for (const { code } of COUNTRIES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it.each([
    ['US', 'Estados Unidos'],
    ['DE', 'Alemanha'],
    ['PT', 'Portugal'],
    ['IR', 'Irã'],
    ['CD', 'República Democrática do Congo'],
    ['CG', 'República do Congo'],
  ])('names %s in Brazilian Portuguese: %s', (code, name) => {
    expect(COUNTRIES.find((c) => c.code === code)?.value).toBe(name);
  });
});
