import type { Widen } from './widen.ts';

/** Mentoring (issue 11): requests, the waiting list, linking, mentorships in progress. */
export const ptBR = {
  errors: {
    openRequest: 'Já existe um pedido de mentoria em aberto para esta pessoa.',
    transition: 'Esta mentoria não está em um estado que permita esta ação.',
    notAMentor: 'Escolha um mentor ativo desta organização.',
    selfMentor: 'Uma pessoa não pode ser mentora de si mesma.',
    sameMentor: 'Este mentor já está vinculado a este pedido.',
  },
} as const;

export const enUS: Widen<typeof ptBR> = {
  errors: {
    openRequest: 'This person already has an open mentoring request.',
    transition: 'This mentorship is not in a state that allows this action.',
    notAMentor: 'Choose an active mentor of this organization.',
    selfMentor: 'A person cannot mentor themselves.',
    sameMentor: 'This mentor is already linked to this request.',
  },
};

export const esMX: Widen<typeof ptBR> = {
  errors: {
    openRequest: 'Ya existe una solicitud de mentoría abierta para esta persona.',
    transition: 'Esta mentoría no está en un estado que permita esta acción.',
    notAMentor: 'Elige un mentor activo de esta organización.',
    selfMentor: 'Una persona no puede ser mentora de sí misma.',
    sameMentor: 'Este mentor ya está vinculado a esta solicitud.',
  },
};
