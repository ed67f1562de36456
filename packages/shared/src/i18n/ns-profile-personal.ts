import type { Widen } from './widen.ts';

/** Texts of the personal information tab: basic data, additional information, location, education. */
export const ptBR = {
  title: 'Informações pessoais',
} as const;

export const enUS: Widen<typeof ptBR> = {
  title: 'Personal information',
};

export const esMX: Widen<typeof ptBR> = {
  title: 'Información personal',
};
