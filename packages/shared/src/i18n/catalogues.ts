import type { Locale } from '../locales.ts';
import { enUS } from './en-us.ts';
import { esMX } from './es-mx.ts';
import { type Catalogue, ptBR } from './pt-br.ts';

export const CATALOGUES: Record<Locale, Catalogue> = { 'pt-BR': ptBR, 'en-US': enUS, 'es-MX': esMX };

function lookup(locale: Locale, key: string): string | undefined {
  let node: unknown = CATALOGUES[locale];
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Resolves a dotted key ("validation.required") in a catalogue, with {{name}} interpolation. A
 * `context` param picks the key's `_<context>` variant where there is one, as i18next does on the web.
 */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const context = params.context;
  const text = (context === undefined ? undefined : lookup(locale, `${key}_${context}`)) ?? lookup(locale, key);
  if (text === undefined) return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** A plural key ("x" used as t('x', {count})) exists when its `x_other` form does. */
export function hasKey(locale: Locale, key: string): boolean {
  return translate(locale, key) !== key || translate(locale, `${key}_other`) !== `${key}_other`;
}
