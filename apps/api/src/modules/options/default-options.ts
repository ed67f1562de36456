import type { OptionLabel, OptionType } from '@ponte/shared/options.schema';

export interface DefaultOption {
  id: number;
  type: OptionType;
  label: OptionLabel;
}

const o = (id: number, type: OptionType, ptBr: string, enUs: string, esMx: string): DefaultOption => ({
  id,
  type,
  label: { ptBr, enUs, esMx },
});

/**
 * What every tenant starts with; admins tailor their own lists later. Ids are stable across tenants
 * and types never share an id, so a stored id alone names its option. MENTOR_AREA keeps the ids the
 * spec's mentor filter uses (27 behavioural, 28 technical).
 */
export const DEFAULT_OPTIONS: readonly DefaultOption[] = [
  o(1, 'FLUENCY_LEVEL', 'Básico', 'Basic', 'Básico'),
  o(2, 'FLUENCY_LEVEL', 'Intermediário', 'Intermediate', 'Intermedio'),
  o(3, 'FLUENCY_LEVEL', 'Avançado', 'Advanced', 'Avanzado'),
  o(4, 'FLUENCY_LEVEL', 'Fluente', 'Fluent', 'Fluido'),
  o(5, 'FLUENCY_LEVEL', 'Nativo', 'Native', 'Nativo'),
  o(10, 'EMPLOYEE_SECTOR', 'Tecnologia da Informação', 'Information Technology', 'Tecnologia de la Información'),
  o(11, 'EMPLOYEE_SECTOR', 'Recursos Humanos', 'Human Resources', 'Recursos Humanos'),
  o(12, 'EMPLOYEE_SECTOR', 'Financeiro', 'Finance', 'Finanzas'),
  o(13, 'EMPLOYEE_SECTOR', 'Comercial e Vendas', 'Sales', 'Comercial y Ventas'),
  o(14, 'EMPLOYEE_SECTOR', 'Marketing', 'Marketing', 'Marketing'),
  o(15, 'EMPLOYEE_SECTOR', 'Operações', 'Operations', 'Operaciones'),
  o(16, 'EMPLOYEE_SECTOR', 'Jurídico', 'Legal', 'Jurídico'),
  o(17, 'EMPLOYEE_SECTOR', 'Administrativo', 'Administration', 'Administrativo'),
  o(18, 'EMPLOYEE_SECTOR', 'Atendimento ao Cliente', 'Customer Service', 'Atención al Cliente'),
  o(19, 'EMPLOYEE_SECTOR', 'Produto e Design', 'Product and Design', 'Producto y Diseño'),
  o(20, 'COMPANY_RELATIONSHIP', 'Funcionário (CLT)', 'Employee (CLT)', 'Empleado (CLT)'),
  o(21, 'COMPANY_RELATIONSHIP', 'Estagiário', 'Intern', 'Pasante'),
  o(22, 'COMPANY_RELATIONSHIP', 'Jovem Aprendiz', 'Young Apprentice', 'Joven Aprendiz'),
  o(23, 'COMPANY_RELATIONSHIP', 'Prestador de Serviços (PJ)', 'Contractor', 'Prestador de Servicios'),
  o(24, 'COMPANY_RELATIONSHIP', 'Terceirizado', 'Outsourced', 'Tercerizado'),
  o(25, 'COMPANY_RELATIONSHIP', 'Voluntário', 'Volunteer', 'Voluntario'),
  o(26, 'COMPANY_RELATIONSHIP', 'Mentor Convidado', 'Guest Mentor', 'Mentor Invitado'),
  o(27, 'MENTOR_AREA', 'Comportamental e Carreira', 'Behavioural and Career', 'Conductual y Carrera'),
  o(28, 'MENTOR_AREA', 'Técnica', 'Technical', 'Técnica'),
  o(40, 'ANNOTATION_CATEGORY', 'Conversa', 'Conversation', 'Conversación'),
  o(41, 'ANNOTATION_CATEGORY', 'Carreira', 'Career', 'Carrera'),
  o(42, 'ANNOTATION_CATEGORY', 'Estudos', 'Studies', 'Estudios'),
  o(43, 'ANNOTATION_CATEGORY', 'Bem-estar', 'Well-being', 'Bienestar'),
  o(44, 'ANNOTATION_CATEGORY', 'Outro', 'Other', 'Otro'),
  // Why an enrolment became inactive or evaded (issue 13); none chosen is "não informado".
  o(50, 'EVASION_REASON', 'Horário de trabalho', 'Work schedule', 'Horario de trabajo'),
  o(51, 'EVASION_REASON', 'Financeiro', 'Financial', 'Financiero'),
  o(52, 'EVASION_REASON', 'Saúde', 'Health', 'Salud'),
  o(53, 'EVASION_REASON', 'Família', 'Family', 'Familia'),
  o(54, 'EVASION_REASON', 'Sem equipamento ou internet', 'No equipment or internet', 'Sin equipo o internet'),
  o(55, 'EVASION_REASON', 'Dificuldade com o conteúdo', 'Difficulty with the content', 'Dificultad con el contenido'),
  o(56, 'EVASION_REASON', 'Mudou de cidade', 'Moved to another city', 'Se mudó de ciudad'),
  o(57, 'EVASION_REASON', 'Conseguiu emprego', 'Got a job', 'Consiguió empleo'),
  o(58, 'EVASION_REASON', 'Sem contato', 'Unreachable', 'Sin contacto'),
  o(59, 'EVASION_REASON', 'Outro', 'Other', 'Otro'),
];
