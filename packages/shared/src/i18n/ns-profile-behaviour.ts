import type { Widen } from './widen.ts';

/** Texts of the behavioural test tab and learning preferences. */
export const ptBR = {
  title: 'Teste comportamental',
} as const;

export const enUS: Widen<typeof ptBR> = {
  title: 'Behavioural test',
};

export const esMX: Widen<typeof ptBR> = {
  title: 'Prueba de comportamiento',
};
