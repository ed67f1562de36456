import type { Widen } from './widen.ts';

/** Texts of the professional profile tab and résumé. */
export const ptBR = {
  title: 'Perfil profissional',
} as const;

export const enUS: Widen<typeof ptBR> = {
  title: 'Professional profile',
};

export const esMX: Widen<typeof ptBR> = {
  title: 'Perfil profesional',
};
