import type { Widen } from './widen.ts';

/** Notifications (issue 11 §5): the bell, each kind's text (read in the reader's language), the email. */
export const ptBR = {
  kinds: {
    mentorshipRequested: '{{name}} pediu mentoria.',
    mentorLinkedToTalent: '{{mentor}} é agora seu mentor.',
    mentorLinkedToMentor: 'Você agora mentora {{name}}.',
    mentorshipDeclined: 'A mentoria de {{name}} voltou para a lista de espera.',
    mentorshipCancelled: 'A mentoria de {{name}} foi cancelada.',
    mentorshipConcluded: 'A mentoria de {{name}} foi concluída.',
    requestWaiting: 'O pedido de mentoria de {{name}} espera há {{days}} dias.',
    mentorshipStalled: 'A mentoria de {{name}} está sem acompanhamento há {{days}} dias.',
  },
  kindLabels: {
    mentorshipRequested: 'Novo pedido de mentoria',
    mentorLinkedToTalent: 'Mentor vinculado a você',
    mentorLinkedToMentor: 'Novo mentorado',
    mentorshipDeclined: 'Mentoria devolvida à lista de espera',
    mentorshipCancelled: 'Mentoria cancelada',
    mentorshipConcluded: 'Mentoria concluída',
    requestWaiting: 'Pedido esperando há muito tempo',
    mentorshipStalled: 'Mentoria sem acompanhamento',
  },
  bell: {
    label: 'Notificações',
    labelUnread_one: 'Notificações: {{count}} não lida',
    labelUnread_other: 'Notificações: {{count}} não lidas',
    markAllRead: 'Marcar todas como lidas',
    markRead: 'Marcar como lida',
    empty: 'Nenhuma notificação por enquanto.',
    loadFailed: 'Não foi possível carregar as notificações.',
  },
  preferences: {
    title: 'Preferências de e-mail',
    intro: 'Escolha o que também chega por e-mail. O sino continua mostrando tudo.',
    saved: 'Preferências salvas.',
    failed: 'Não foi possível salvar as preferências.',
  },
  email: {
    action: 'Abrir na Ponte',
    optOut: 'Você pode desligar os e-mails deste tipo no sino de notificações > Preferências de e-mail.',
  },
} as const;

export const enUS: Widen<typeof ptBR> = {
  kinds: {
    mentorshipRequested: '{{name}} asked for mentoring.',
    mentorLinkedToTalent: '{{mentor}} is now your mentor.',
    mentorLinkedToMentor: 'You now mentor {{name}}.',
    mentorshipDeclined: "{{name}}'s mentorship went back to the waiting list.",
    mentorshipCancelled: "{{name}}'s mentorship was canceled.",
    mentorshipConcluded: "{{name}}'s mentorship was completed.",
    requestWaiting: "{{name}}'s mentoring request has been waiting for {{days}} days.",
    mentorshipStalled: "{{name}}'s mentorship has had no follow-up for {{days}} days.",
  },
  kindLabels: {
    mentorshipRequested: 'New mentoring request',
    mentorLinkedToTalent: 'A mentor was assigned to you',
    mentorLinkedToMentor: 'New mentee',
    mentorshipDeclined: 'Mentorship back on the waiting list',
    mentorshipCancelled: 'Mentorship canceled',
    mentorshipConcluded: 'Mentorship completed',
    requestWaiting: 'Request waiting too long',
    mentorshipStalled: 'Mentorship without follow-up',
  },
  bell: {
    label: 'Notifications',
    labelUnread_one: 'Notifications: {{count}} unread',
    labelUnread_other: 'Notifications: {{count}} unread',
    markAllRead: 'Mark all as read',
    markRead: 'Mark as read',
    empty: 'No notifications yet.',
    loadFailed: 'Notifications could not be loaded.',
  },
  preferences: {
    title: 'Email preferences',
    intro: 'Choose what also arrives by email. The bell still shows everything.',
    saved: 'Preferences saved.',
    failed: 'The preferences could not be saved.',
  },
  email: {
    action: 'Open in Ponte',
    optOut: 'You can turn off emails of this kind from the notification bell > Email preferences.',
  },
};

export const esMX: Widen<typeof ptBR> = {
  kinds: {
    mentorshipRequested: '{{name}} pidió mentoría.',
    mentorLinkedToTalent: '{{mentor}} es ahora tu mentor.',
    mentorLinkedToMentor: 'Ahora eres mentor de {{name}}.',
    mentorshipDeclined: 'La mentoría de {{name}} volvió a la lista de espera.',
    mentorshipCancelled: 'La mentoría de {{name}} fue cancelada.',
    mentorshipConcluded: 'La mentoría de {{name}} fue concluida.',
    requestWaiting: 'La solicitud de mentoría de {{name}} lleva {{days}} días en espera.',
    mentorshipStalled: 'La mentoría de {{name}} lleva {{days}} días sin seguimiento.',
  },
  kindLabels: {
    mentorshipRequested: 'Nueva solicitud de mentoría',
    mentorLinkedToTalent: 'Se te asignó un mentor',
    mentorLinkedToMentor: 'Nuevo mentorado',
    mentorshipDeclined: 'Mentoría de vuelta en la lista de espera',
    mentorshipCancelled: 'Mentoría cancelada',
    mentorshipConcluded: 'Mentoría concluida',
    requestWaiting: 'Solicitud en espera por mucho tiempo',
    mentorshipStalled: 'Mentoría sin seguimiento',
  },
  bell: {
    label: 'Notificaciones',
    labelUnread_one: 'Notificaciones: {{count}} sin leer',
    labelUnread_other: 'Notificaciones: {{count}} sin leer',
    markAllRead: 'Marcar todas como leídas',
    markRead: 'Marcar como leída',
    empty: 'Aún no hay notificaciones.',
    loadFailed: 'No se pudieron cargar las notificaciones.',
  },
  preferences: {
    title: 'Preferencias de correo',
    intro: 'Elige qué llega también por correo. La campana sigue mostrando todo.',
    saved: 'Preferencias guardadas.',
    failed: 'No se pudieron guardar las preferencias.',
  },
  email: {
    action: 'Abrir en Ponte',
    optOut: 'Puedes desactivar los correos de este tipo en la campana de notificaciones > Preferencias de correo.',
  },
};
