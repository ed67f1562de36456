import type { Widen } from './widen.ts';

/** Messages only the API sends about profile data (limits, duplicates, rules that need the database). */
export const ptBR = {
  languageDuplicate: 'Este idioma já está na sua lista. Edite o idioma existente.',
  tooManyEducations: 'Você pode cadastrar no máximo {{max}} formações',
  tooManyCertificates: 'Você pode cadastrar no máximo {{max}} certificados',
  cityNotInState: 'A cidade não pertence ao estado selecionado',
  unknownOption: 'Opção inexistente',
  testAnswers: 'Responda cada pergunta do teste uma única vez',
} as const;

export const enUS: Widen<typeof ptBR> = {
  languageDuplicate: 'This language is already on your list. Edit the existing entry instead.',
  tooManyEducations: 'You can add at most {{max}} education entries',
  tooManyCertificates: 'You can add at most {{max}} certificates',
  cityNotInState: 'The city does not belong to the selected state',
  unknownOption: 'This option does not exist',
  testAnswers: 'Answer each question of the test exactly once',
};

export const esMX: Widen<typeof ptBR> = {
  languageDuplicate: 'Este idioma ya está en tu lista. Edita el idioma existente.',
  tooManyEducations: 'Puedes registrar como máximo {{max}} formaciones',
  tooManyCertificates: 'Puedes registrar como máximo {{max}} certificados',
  cityNotInState: 'La ciudad no pertenece al estado seleccionado',
  unknownOption: 'Esta opción no existe',
  testAnswers: 'Responde cada pregunta de la prueba una sola vez',
};
