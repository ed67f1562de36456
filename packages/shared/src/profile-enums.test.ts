import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import * as enums from './profile-enums.ts';

function isOptionList(value: unknown): value is readonly enums.EnumOption<string>[] {
  return Array.isArray(value) && typeof value[0] === 'object' && value[0] !== null && 'label' in value[0];
}
const lists = Object.entries(enums as Record<string, unknown>).flatMap(([name, value]) =>
  isOptionList(value) ? [[name, value] as const] : [],
);

describe('profile enumerations (spec §3)', () => {
  it('labels every value in every locale, with unique values', () => {
    expect(lists.length).toBeGreaterThan(10);
    for (const [name, list] of lists) {
      expect(new Set(list.map((o) => o.value)).size, name).toBe(list.length);
      for (const option of list) for (const locale of LOCALES) expect(option.label[locale].trim(), name).not.toBe('');
    }
  });

  it('uses the spec’s codes', () => {
    const values = (list: readonly enums.EnumOption<string>[]) => list.map((o) => o.value);
    expect(values(enums.PROFESSIONAL_PROFILES)).toEqual(['1', '2', '3', '4']);
    expect(values(enums.SHIFTS)).toEqual(['M', 'T', 'N']);
    expect(values(enums.EMPLOYMENT_STATUSES)).toEqual(['1', '2', '3', '4', '5']);
    expect(values(enums.GOALS)).toHaveLength(11);
    expect(values(enums.EDUCATION_LEVELS)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(values(enums.EDUCATION_SITUATIONS)).toEqual(['1', '2', '3']);
    expect(values(enums.GENDERS)).toEqual(['M', 'F', 'B', 'O', 'N']);
    expect(values(enums.SCHOOL_YEARS)).toEqual(['7EF', '8EF', '9EF', '1EM', '2EM', '3EM']);
    expect(values(enums.NATIONALITIES)).toEqual(['B', 'E']);
    expect(values(enums.OFFERED_LANGUAGES)).toHaveLength(12);
    expect(enums.optionLabel(enums.MENTORING_AVAILABILITY, 'N', 'pt-BR')).toBe('Não estou disponível no momento');
    expect(enums.optionLabel(enums.MENTORING_AVAILABILITY, 'S', 'pt-BR')).toBe('Estou disponível');
  });

  it('validates codes with the matching schemas', () => {
    expect(enums.genderSchema.safeParse('B').success).toBe(true);
    expect(enums.genderSchema.safeParse('X').success).toBe(false);
    expect(enums.schoolYearSchema.safeParse('3EM').success).toBe(true);
  });
});
