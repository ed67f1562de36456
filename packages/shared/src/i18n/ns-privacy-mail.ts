import type { Widen } from './widen.ts';

/** The e-mails of each person's rights over their data (ADR 0044): read by the API only. */
export const ptBR = {
  export: {
    subject: 'Uma cópia dos seus dados foi baixada · {{tenant}}',
    body: 'Uma cópia de todos os dados que a {{tenant}} guarda sobre você foi baixada agora pela sua conta, em "Meus dados".',
  },
  consentWithdrawn: {
    subject: 'Você retirou seu consentimento · {{tenant}}',
    body: 'Você retirou o consentimento para o tratamento de dados sensíveis na {{tenant}}. Apagamos suas respostas sobre raça/cor, deficiência e as questões socioeconômicas.',
  },
  deletionRequested: {
    subject: 'Recebemos seu pedido de exclusão de conta · {{tenant}}',
    body: 'Recebemos seu pedido para excluir sua conta na {{tenant}}. A administração vai confirmá-lo; até lá você pode desistir em "Meus dados".',
  },
  deletionCancelled: {
    subject: 'Seu pedido de exclusão foi cancelado · {{tenant}}',
    body: 'Você desistiu do pedido de exclusão da sua conta na {{tenant}}. Nada foi apagado.',
  },
  deletionCompleted: {
    subject: 'Sua conta foi excluída · {{tenant}}',
    body: 'Sua conta na {{tenant}} foi excluída: nome, e-mail, documentos, foto, arquivos e textos foram apagados, e as sessões abertas foram encerradas. Os números usados nos relatórios ficam sem nenhum dado que identifique você.',
  },
  advice: 'Se não foi você, fale com a administração da {{tenant}}.',
} as const;

export const enUS: Widen<typeof ptBR> = {
  export: {
    subject: 'A copy of your data was downloaded · {{tenant}}',
    body: 'A copy of all the data {{tenant}} keeps about you was just downloaded from your account, in "My data".',
  },
  consentWithdrawn: {
    subject: 'You withdrew your consent · {{tenant}}',
    body: 'You withdrew your consent to the processing of sensitive data at {{tenant}}. We erased your answers about race/color, disability and the socio-economic questions.',
  },
  deletionRequested: {
    subject: 'We received your account deletion request · {{tenant}}',
    body: 'We received your request to delete your account at {{tenant}}. The administration will confirm it; until then you can cancel it in "My data".',
  },
  deletionCancelled: {
    subject: 'Your deletion request was canceled · {{tenant}}',
    body: 'You canceled the request to delete your account at {{tenant}}. Nothing was erased.',
  },
  deletionCompleted: {
    subject: 'Your account was deleted · {{tenant}}',
    body: 'Your account at {{tenant}} was deleted: name, e-mail, documents, photo, files and texts were erased, and open sessions were ended. The figures used in reports stay without anything that identifies you.',
  },
  advice: 'If this was not you, contact the administration of {{tenant}}.',
};

export const esMX: Widen<typeof ptBR> = {
  export: {
    subject: 'Se descargó una copia de tus datos · {{tenant}}',
    body: 'Se acaba de descargar desde tu cuenta, en "Mis datos", una copia de todos los datos que {{tenant}} guarda sobre ti.',
  },
  consentWithdrawn: {
    subject: 'Retiraste tu consentimiento · {{tenant}}',
    body: 'Retiraste el consentimiento para el tratamiento de datos sensibles en {{tenant}}. Borramos tus respuestas sobre raza/color, discapacidad y las preguntas socioeconómicas.',
  },
  deletionRequested: {
    subject: 'Recibimos tu solicitud de eliminación de cuenta · {{tenant}}',
    body: 'Recibimos tu solicitud para eliminar tu cuenta en {{tenant}}. La administración la confirmará; hasta entonces puedes cancelarla en "Mis datos".',
  },
  deletionCancelled: {
    subject: 'Tu solicitud de eliminación fue cancelada · {{tenant}}',
    body: 'Cancelaste la solicitud para eliminar tu cuenta en {{tenant}}. No se borró nada.',
  },
  deletionCompleted: {
    subject: 'Tu cuenta fue eliminada · {{tenant}}',
    body: 'Tu cuenta en {{tenant}} fue eliminada: se borraron nombre, correo, documentos, foto, archivos y textos, y se cerraron las sesiones abiertas. Las cifras de los informes se quedan sin nada que te identifique.',
  },
  advice: 'Si no fuiste tú, comunícate con la administración de {{tenant}}.',
};
