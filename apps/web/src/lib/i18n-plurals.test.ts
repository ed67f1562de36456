import { CATALOGUES } from '@ponte/shared/i18n/catalogues';
import { flattenCatalogue } from '@ponte/shared/i18n/flatten';
import { LOCALES } from '@ponte/shared/locales';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { I18N_OPTIONS } from './i18n-options.ts';

/** Every plural family ("x" of x_one / x_other, a tenant twin "x_aluno" of its own) in a catalogue. */
function pluralFamilies(flat: Record<string, string>): string[] {
  return [...new Set(Object.keys(flat).flatMap((key) => key.match(/^(.+)_(?:zero|one|other)$/)?.[1] ?? []))].sort();
}

// A value for every placeholder the plural texts use; count is the one under test.
const PARAMS = { value: 0, done: 0, date: '01/02/2026', days: 7 };
const interpolate = (text: string, params: Record<string, unknown>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));

const i18n = createInstance({
  ...I18N_OPTIONS,
  resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: CATALOGUES[locale] }])),
});
await i18n.init();
/** `t` for keys found at run time (the typed union knows only literal keys). */
const untypedT = (locale: string) => i18n.getFixedT(locale) as unknown as (key: string, options: object) => unknown;

describe('a count of 0 reads as a plural', () => {
  it('is needed in pt-BR: CLDR puts 0 in its "one" category (so i18next would pick the _one text)', () => {
    expect(new Intl.PluralRules('pt-BR').select(0)).toBe('one');
  });

  for (const locale of LOCALES) {
    const flat = flattenCatalogue(CATALOGUES[locale]);
    const families = pluralFamilies(flat);

    it(`${locale}: finds the plural keys (the scan itself works)`, () => {
      expect(families.length).toBeGreaterThan(40);
    });

    it(`${locale}: every plural key with count 0 gives its _zero or _other text, never the _one`, () => {
      const t = untypedT(locale);
      const wrong: string[] = [];
      for (const family of families) {
        const params = { ...PARAMS, count: 0 };
        const details = t(family, { ...params, returnDetails: true }) as { res: string; exactUsedKey: string };
        const used = details.exactUsedKey.slice(family.length + 1);
        const one = flat[`${family}_one`]!;
        const other = flat[`${family}_other`]!;
        const zero = flat[`${family}_zero`];
        if (used !== 'zero' && used !== 'other') wrong.push(`${family}: used _${used}: "${details.res}"`);
        // A _zero written in the singular would pass the lookup and still read "0 ponto".
        else if (zero !== undefined && one !== other && zero === one) wrong.push(`${family}_zero is the _one text`);
        else expect(details.res, family).toBe(interpolate(zero ?? other, params));
      }
      expect(wrong).toEqual([]);
    });

    it(`${locale}: count 1 still gives the _one text`, () => {
      const t = untypedT(locale);
      for (const family of families) {
        const params = { ...PARAMS, count: 1 };
        expect(t(family, params), family).toBe(interpolate(flat[`${family}_one`]!, params));
      }
    });
  }

  it('pt-BR: reads "0 pontos", "0 questões", "0 talentos" (and "0 alunos" in the tenant vocabulary)', () => {
    const t = i18n.getFixedT('pt-BR');
    expect(t('talents.list.total', { count: 0 })).toBe('0 talentos');
    expect(t('talents.list.total_aluno', { count: 0 })).toBe('0 alunos');
    expect(t('talents.list.total', { count: 0, context: 'aluno' })).toBe('0 alunos');
    expect(t('quizzes.take.points', { count: 0 })).toBe('0 pontos');
    expect(t('quizzes.bank.total', { count: 0 })).toBe('0 questões');
  });
});
