import type { ptBR } from './pt-br.ts';

/** Every dotted path to a text in a catalogue. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A plural family ("x_one", "x_other") is called by its base key with a count. */
type WithPluralBase<K extends string> =
  | K
  | (K extends `${infer Base}_${'zero' | 'one' | 'other' | 'many'}` ? Base : never);

/**
 * A key of the reference catalogue (pt-BR; the others match it key for key). Labels and titles that
 * shared data points at (menus, tabs, option types) are typed with it, so a key that does not exist
 * fails `tsc` wherever it is written.
 */
export type TranslationKey = WithPluralBase<Leaves<typeof ptBR>>;
