import type { Widen } from './widen.ts';

/** Texts of the skills tab: tags, languages, certificates. */
export const ptBR = {
  title: 'Competências e habilidades',
} as const;

export const enUS: Widen<typeof ptBR> = {
  title: 'Skills and competencies',
};

export const esMX: Widen<typeof ptBR> = {
  title: 'Competencias y habilidades',
};
