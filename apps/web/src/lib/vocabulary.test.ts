import { CATALOGUES, hasKey } from '@ponte/shared/i18n/catalogues';
import { LOCALES } from '@ponte/shared/locales';
import { describe, expect, it } from 'vitest';
import { vocabularyKey } from './vocabulary.ts';

const exists = (key: string) => hasKey('pt-BR', key);

describe('vocabularyKey', () => {
  it('keeps the plain key for "talento" tenants', () => {
    expect(vocabularyKey('menu.talentBase', 'talento', exists)).toBe('menu.talentBase');
  });

  it('uses the _aluno twin for "aluno" tenants when it exists', () => {
    expect(vocabularyKey('menu.talentBase', 'aluno', exists)).toBe('menu.talentBase_aluno');
    expect(vocabularyKey('roles.Talento', 'aluno', exists)).toBe('roles.Talento_aluno');
  });

  it('falls back to the plain key when there is no twin', () => {
    expect(vocabularyKey('menu.collaborators', 'aluno', exists)).toBe('menu.collaborators');
  });

  it('finds every _aluno twin in every locale', () => {
    for (const locale of LOCALES) {
      expect(CATALOGUES[locale].menu.talentBase_aluno).toBeTruthy();
      expect(
        hasKey(
          locale,
          vocabularyKey('pages.talentMentoring', 'aluno', (k) => hasKey(locale, k)),
        ),
      ).toBe(true);
    }
  });
});
