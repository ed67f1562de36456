import type { Widen } from './widen.ts';

/**
 * Courses and learning trails (issue 13): the server's messages (spec §5 "Attach-class form" word for
 * word in pt-BR, the refusals, the CSV's header row). The screens add their texts here too.
 */
export const ptBR = {
  validation: {
    required: 'Campo obrigatório',
    requiredBanner: 'Campo obrigatório deve ser preenchido',
    endBeforeStart: 'A data de fim não pode ser anterior à de início',
    url: 'Informe um endereço que comece com http:// ou https://',
    noteRequired: 'Informe uma observação para reabrir a inscrição',
    unknownClass: 'Turma inexistente neste curso',
    unknownReason: 'Motivo inexistente',
    unknownPerson: 'Pessoa não encontrada',
  },
  errors: {
    completed: 'A inscrição está concluída e não pode ser alterada',
    transition: 'Não é possível passar a inscrição de {{from}} para {{to}}',
    notCompleted: 'Somente uma inscrição concluída pode ser reaberta',
    classFull: 'A turma está lotada',
    classCancelled: 'A turma foi cancelada',
    trailOrder: 'Conclua as etapas anteriores da trilha "{{trail}}" antes de se inscrever neste curso',
    coverNotUsable: 'A imagem de capa não pode ser usada',
  },
  emptyClasses: 'Nenhuma turma encontrada',
  notInformed: 'Não informado',
  csv: {
    name: 'Nome',
    email: 'E-mail',
    classe: 'Turma',
    status: 'Status',
    since: 'Desde',
    reason: 'Motivo',
    changedBy: 'Alterado por',
    lastActivity: 'Última atividade',
    fileName: 'inscricoes',
  },
} as const;

export const enUS: Widen<typeof ptBR> = {
  validation: {
    required: 'Required field',
    requiredBanner: 'Required fields must be filled in',
    endBeforeStart: 'The end date cannot be before the start date',
    url: 'Enter an address starting with http:// or https://',
    noteRequired: 'Enter a note to reopen the enrollment',
    unknownClass: 'This class does not belong to this course',
    unknownReason: 'This reason does not exist',
    unknownPerson: 'Person not found',
  },
  errors: {
    completed: 'The enrollment is completed and cannot be changed',
    transition: 'The enrollment cannot go from {{from}} to {{to}}',
    notCompleted: 'Only a completed enrollment can be reopened',
    classFull: 'The class is full',
    classCancelled: 'The class was cancelled',
    trailOrder: 'Complete the earlier steps of the "{{trail}}" trail before enrolling in this course',
    coverNotUsable: 'The cover image cannot be used',
  },
  emptyClasses: 'No class found',
  notInformed: 'Not informed',
  csv: {
    name: 'Name',
    email: 'Email',
    classe: 'Class',
    status: 'Status',
    since: 'Since',
    reason: 'Reason',
    changedBy: 'Changed by',
    lastActivity: 'Last activity',
    fileName: 'enrollments',
  },
};

export const esMX: Widen<typeof ptBR> = {
  validation: {
    required: 'Campo obligatorio',
    requiredBanner: 'Los campos obligatorios deben completarse',
    endBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio',
    url: 'Ingresa una dirección que empiece con http:// o https://',
    noteRequired: 'Ingresa una observación para reabrir la inscripción',
    unknownClass: 'Este grupo no pertenece a este curso',
    unknownReason: 'Este motivo no existe',
    unknownPerson: 'Persona no encontrada',
  },
  errors: {
    completed: 'La inscripción está concluida y no puede modificarse',
    transition: 'La inscripción no puede pasar de {{from}} a {{to}}',
    notCompleted: 'Solo una inscripción concluida puede reabrirse',
    classFull: 'El grupo está lleno',
    classCancelled: 'El grupo fue cancelado',
    trailOrder: 'Concluye las etapas anteriores de la ruta "{{trail}}" antes de inscribirte en este curso',
    coverNotUsable: 'La imagen de portada no puede usarse',
  },
  emptyClasses: 'Ningún grupo encontrado',
  notInformed: 'No informado',
  csv: {
    name: 'Nombre',
    email: 'Correo electrónico',
    classe: 'Grupo',
    status: 'Estado',
    since: 'Desde',
    reason: 'Motivo',
    changedBy: 'Modificado por',
    lastActivity: 'Última actividad',
    fileName: 'inscripciones',
  },
};
