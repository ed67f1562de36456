/** How every enumeration with labels is written: code plus pt-BR, en-US and es-MX labels, and its zod schema. */
import { z } from 'zod';
import type { Locale } from './locales.ts';
import { V } from './validation.ts';

export interface EnumOption<V extends string> {
  value: V;
  label: Readonly<Record<Locale, string>>;
}

type Row<T extends string> = readonly [value: T, ptBR: string, enUS: string, esMX: string];

export function options<const T extends string>(rows: readonly Row<T>[]): readonly EnumOption<T>[] {
  return rows.map(([value, pt, en, es]) => ({ value, label: { 'pt-BR': pt, 'en-US': en, 'es-MX': es } }));
}

/** An empty answer reads 'Campo obrigatório' (spec §8); an unknown code, 'Valor inválido'. */
export function schemaOf<T extends string>(list: readonly EnumOption<T>[]) {
  return z.enum(list.map((o) => o.value) as [T, ...T[]], {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? V.required : V.invalid,
  });
}

export function optionLabel<T extends string>(list: readonly EnumOption<T>[], value: T, locale: Locale): string {
  return list.find((o) => o.value === value)?.label[locale] ?? value;
}
