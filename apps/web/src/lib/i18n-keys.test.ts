/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { hasKey } from '@ponte/shared/i18n/catalogues';
import { LOCALES } from '@ponte/shared/locales';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}

// Literal keys only: t('menu.label'), tv('pages.home'), labelKey: '…', titleKey: '…'. Keys built at run
// time are covered by the shared catalogue tests (every menu item, role and manager item has a label),
// and every key is a typed union besides (TranslationKey): an unknown one fails tsc before this runs.
const KEY_CALL = /(?:\b(?:t|tv|vt|i18n\.t)\(\s*|\b(?:labelKey|titleKey):\s*)['"]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"]/g;

describe('every literal i18n key the web uses exists in every locale', () => {
  const used = new Map<string, string>();
  for (const file of sources(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(KEY_CALL)) used.set(match[1]!, file);
  }

  it('finds the keys (the scan itself works)', () => {
    expect(used.size).toBeGreaterThan(30);
  });

  for (const locale of LOCALES) {
    it(locale, () => {
      const missing = [...used].filter(([key]) => !hasKey(locale, key)).map(([key, file]) => `${key} (${file})`);
      expect(missing).toEqual([]);
    });
  }
});
