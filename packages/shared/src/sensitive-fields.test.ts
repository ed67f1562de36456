import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isSensitiveProfileField, SENSITIVE_PROFILE_FIELDS } from './policy.ts';
import { personalInformationResponseSchema } from './profile-personal.schema.ts';
import { MENTOR_FORBIDDEN_FILTERS, TALENT_FILTER_FIELDS, talentMentorQuerySchema } from './talents.schema.ts';

// One list of sensitive profile fields (policy.ts) serves the profile read and the talent search (issue 15).
describe('sensitive profile fields', () => {
  it('are fields of the personal information answer the server may leave out', () => {
    for (const [section, keys] of Object.entries(SENSITIVE_PROFILE_FIELDS)) {
      const shape: Record<string, z.ZodType> =
        personalInformationResponseSchema.shape[section as keyof typeof SENSITIVE_PROFILE_FIELDS].shape;
      for (const key of keys) {
        expect(Object.keys(shape), `${section}.${key}`).toContain(key);
        expect(shape[key]?.safeParse(undefined).success, `${section}.${key} is optional`).toBe(true);
      }
    }
  });

  it('include phone, gender and state, which the mentor view may not search by, and not the city', () => {
    for (const path of ['basicData.phone', 'basicData.gender', 'location.state', 'basicData.raceColor']) {
      expect(isSensitiveProfileField(path), path).toBe(true);
    }
    expect(isSensitiveProfileField('location.city')).toBe(false);
    expect(isSensitiveProfileField('basicData.email')).toBe(false);
  });

  it('make every filter over them a base-view filter, which the mentor query refuses', () => {
    const overSensitive = Object.entries(TALENT_FILTER_FIELDS)
      .filter(([, field]) => isSensitiveProfileField(field))
      .map(([filter]) => filter);
    expect([...MENTOR_FORBIDDEN_FILTERS].sort()).toEqual(['classeId', ...overSensitive].sort());
    expect([...MENTOR_FORBIDDEN_FILTERS].sort()).toEqual(['classeId', 'gender', 'pcd', 'phone', 'raceColor', 'state']);
    for (const filter of MENTOR_FORBIDDEN_FILTERS) {
      expect(talentMentorQuerySchema.safeParse({ view: 'mentor', [filter]: '1' }).success, filter).toBe(false);
    }
  });
});
