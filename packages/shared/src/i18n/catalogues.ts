import type { Locale } from '../locales.ts';
import { enUS } from './en-us.ts';
import { esMX } from './es-mx.ts';
import { type Catalogue, ptBR } from './pt-br.ts';

export const CATALOGUES: Record<Locale, Catalogue> = { 'pt-BR': ptBR, 'en-US': enUS, 'es-MX': esMX };

/** Resolves a dotted key ("validation.required") in a catalogue, with {{name}} interpolation. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  let node: unknown = CATALOGUES[locale];
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  const text = typeof node === 'string' ? node : undefined;
  if (text === undefined) return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** A plural key ("x" used as t('x', {count})) exists when its `x_other` form does. */
export function hasKey(locale: Locale, key: string): boolean {
  return translate(locale, key) !== key || translate(locale, `${key}_other`) !== `${key}_other`;
}
