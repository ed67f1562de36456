import type { Widen } from './widen.ts';

/**
 * Follow-up (issue 12): annotations, feedbacks with action plans, the timeline. The validation texts
 * are spec §5's, word for word in pt-BR; the server sends them in `error.fields` too.
 */
export const ptBR = {
  validation: {
    titleRequired: 'Título é obrigatório',
    annotationRequired: 'Anotação é obrigatória',
    dateRequired: 'Data é obrigatória',
    endBeforeStart: 'A data final deve ser igual ou posterior à data inicial',
    unknownAction: 'Esta ação não faz parte deste feedback',
  },
  actionStatus: {
    notStarted: 'Não iniciada',
    inProgress: 'Em andamento',
    overdue: 'Atrasada',
    done: 'Concluída',
    doneLate: 'Concluída com atraso',
  },
  kinds: {
    annotation: 'Anotação',
    feedback: 'Feedback',
    mentorship: 'Mentoria',
  },
  categories: {
    title: 'Categoria',
  },
} as const;

export const enUS: Widen<typeof ptBR> = {
  validation: {
    titleRequired: 'Title is required',
    annotationRequired: 'Annotation is required',
    dateRequired: 'Date is required',
    endBeforeStart: 'The end date must be on or after the start date',
    unknownAction: 'This action is not part of this feedback',
  },
  actionStatus: {
    notStarted: 'Not started',
    inProgress: 'In progress',
    overdue: 'Overdue',
    done: 'Done',
    doneLate: 'Done late',
  },
  kinds: {
    annotation: 'Annotation',
    feedback: 'Feedback',
    mentorship: 'Mentorship',
  },
  categories: {
    title: 'Category',
  },
};

export const esMX: Widen<typeof ptBR> = {
  validation: {
    titleRequired: 'El título es obligatorio',
    annotationRequired: 'La anotación es obligatoria',
    dateRequired: 'La fecha es obligatoria',
    endBeforeStart: 'La fecha final debe ser igual o posterior a la fecha inicial',
    unknownAction: 'Esta acción no forma parte de este feedback',
  },
  actionStatus: {
    notStarted: 'No iniciada',
    inProgress: 'En curso',
    overdue: 'Atrasada',
    done: 'Concluida',
    doneLate: 'Concluida con atraso',
  },
  kinds: {
    annotation: 'Anotación',
    feedback: 'Feedback',
    mentorship: 'Mentoría',
  },
  categories: {
    title: 'Categoría',
  },
};
