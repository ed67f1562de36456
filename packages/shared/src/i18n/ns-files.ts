import type { Widen } from './widen.ts';

/** Texts of the upload and file errors from the API. */
export const ptBR = {
  title: 'Arquivos',
} as const;

export const enUS: Widen<typeof ptBR> = {
  title: 'Files',
};

export const esMX: Widen<typeof ptBR> = {
  title: 'Archivos',
};
