import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './locales.ts';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'pt-BR'],
    ['', 'pt-BR'],
    ['en-US,en;q=0.9', 'en-US'],
    ['en-GB', 'en-US'],
    ['es-AR,es;q=0.8', 'es-MX'],
    ['fr-FR,es;q=0.5,en;q=0.9', 'en-US'],
    ['de-DE', 'pt-BR'],
    ['pt', 'pt-BR'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});
