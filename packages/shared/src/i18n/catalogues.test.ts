import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales.ts';
import { MANAGER_ITEMS, MENU_ITEMS } from '../permissions.ts';
import { ROLES } from '../roles.ts';
import { CATALOGUES, translate } from './catalogues.ts';
import { flattenCatalogue } from './flatten.ts';

const flat = Object.fromEntries(LOCALES.map((l) => [l, flattenCatalogue(CATALOGUES[l])]));
const reference = flat['pt-BR']!;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('i18n catalogues', () => {
  for (const locale of LOCALES) {
    it(`${locale} has exactly the pt-BR keys, none empty, with the same placeholders`, () => {
      const keys = Object.keys(flat[locale]!);
      expect(
        keys.filter((k) => !(k in reference)),
        'keys pt-BR lacks',
      ).toEqual([]);
      expect(
        Object.keys(reference).filter((k) => !(k in flat[locale]!)),
        `keys ${locale} lacks`,
      ).toEqual([]);
      for (const [key, text] of Object.entries(flat[locale]!)) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(reference[key]!));
      }
    });
  }

  it('labels every role, menu item and manager item', () => {
    for (const locale of LOCALES) {
      for (const role of ROLES) expect(translate(locale, `roles.${role}`)).not.toBe(`roles.${role}`);
      for (const item of MENU_ITEMS) expect(translate(locale, `menu.${item}`)).not.toBe(`menu.${item}`);
      for (const item of MANAGER_ITEMS) expect(translate(locale, `manager.${item}`)).not.toBe(`manager.${item}`);
    }
  });

  it('carries the spec’s pt-BR messages word for word', () => {
    expect(translate('pt-BR', 'validation.required')).toBe('Campo obrigatório');
    expect(translate('pt-BR', 'validation.requiredBanner')).toBe('Campo obrigatório deve ser preenchido');
    expect(translate('pt-BR', 'errors.unexpected')).toBe('Ocorreu um erro inesperado');
    expect(translate('pt-BR', 'language.saved')).toBe('Idioma atualizado com sucesso!');
    expect(translate('pt-BR', 'language.saveFailed')).toBe('Não foi possível salvar');
    expect(translate('pt-BR', 'menu.talentBase_aluno')).toBe('Base de alunos');
  });

  it('interpolates and falls back to the key when one is unknown', () => {
    expect(translate('en-US', 'errors.rateLimited', { seconds: 30 })).toBe(
      'Too many attempts. Try again in 30 seconds.',
    );
    expect(translate('pt-BR', 'no.such.key')).toBe('no.such.key');
  });
});
