import type { Widen } from './widen.ts';

/** Texts of the profile shell: tabs, header, photo and crop, read-only banner. */
export const ptBR = {
  title: 'Perfil',
} as const;

export const enUS: Widen<typeof ptBR> = {
  title: 'Profile',
};

export const esMX: Widen<typeof ptBR> = {
  title: 'Perfil',
};
