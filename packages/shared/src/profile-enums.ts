/**
 * Spec §3 "Enumerations" whose codes and meanings the spec gives, with their labels in the three
 * locales. Forms render these; API schemas validate the codes with the matching zod enums.
 */
import { z } from 'zod';
import type { Locale } from './locales.ts';

export interface EnumOption<V extends string> {
  value: V;
  label: Readonly<Record<Locale, string>>;
}

type Row<V extends string> = readonly [value: V, ptBR: string, enUS: string, esMX: string];

function options<const V extends string>(rows: readonly Row<V>[]): readonly EnumOption<V>[] {
  return rows.map(([value, pt, en, es]) => ({ value, label: { 'pt-BR': pt, 'en-US': en, 'es-MX': es } }));
}

function schemaOf<V extends string>(list: readonly EnumOption<V>[]) {
  return z.enum(list.map((o) => o.value) as [V, ...V[]]);
}

export const PROFESSIONAL_PROFILES = options([
  ['1', 'Executor', 'Executing', 'Ejecutor'],
  ['2', 'Comunicador', 'Communicative', 'Comunicador'],
  ['3', 'Planejador', 'Planner', 'Planificador'],
  ['4', 'Analista', 'Analytical', 'Analítico'],
] as const);
export const professionalProfileSchema = schemaOf(PROFESSIONAL_PROFILES);

export const LEARNING_STYLES = options([
  ['1', 'Visual', 'Visual', 'Visual'],
  ['2', 'Auditivo', 'Auditory', 'Auditivo'],
  ['3', 'Leitura e escrita', 'Reading and writing', 'Lectura y escritura'],
  ['4', 'Cinestésico', 'Kinesthetic', 'Kinestésico'],
] as const);
export const learningStyleSchema = schemaOf(LEARNING_STYLES);

export const SHIFTS = options([
  ['M', 'Manhã', 'Morning', 'Mañana'],
  ['T', 'Tarde', 'Afternoon', 'Tarde'],
  ['N', 'Noite', 'Night', 'Noche'],
] as const);
export const shiftSchema = schemaOf(SHIFTS);

export const LEARNING_PREFERENCES = options([
  ['1', 'Teoria', 'Theory', 'Teoría'],
  ['2', 'Prática', 'Practice', 'Práctica'],
] as const);
export const learningPreferenceSchema = schemaOf(LEARNING_PREFERENCES);

export const WORK_MODES = options([
  ['1', 'Independente', 'Independent', 'Independiente'],
  ['2', 'Em equipe', 'Team', 'En equipo'],
] as const);
export const workModeSchema = schemaOf(WORK_MODES);

export const FEEDBACK_STYLES = options([
  ['1', 'Direto', 'Direct', 'Directo'],
  ['2', 'Construtivo', 'Constructive', 'Constructivo'],
] as const);
export const feedbackStyleSchema = schemaOf(FEEDBACK_STYLES);

export const COMMUNICATION_MODES = options([
  ['1', 'Português escrito', 'Written Portuguese', 'Portugués escrito'],
  ['2', 'Português verbal', 'Spoken Portuguese', 'Portugués hablado'],
  ['3', 'Libras', 'Libras (Brazilian Sign Language)', 'Libras (lengua de señas brasileña)'],
] as const);
export const communicationModeSchema = schemaOf(COMMUNICATION_MODES);

export const YES_NO = options([
  ['S', 'Sim', 'Yes', 'Sí'],
  ['N', 'Não', 'No', 'No'],
] as const);
export const yesNoSchema = schemaOf(YES_NO);

/** Spec §9: mentor availability S/N with these exact pt-BR texts. */
export const MENTORING_AVAILABILITY = options([
  ['S', 'Estou disponível', 'I am available', 'Estoy disponible'],
  ['N', 'Não estou disponível no momento', 'I am not available at the moment', 'No estoy disponible por ahora'],
] as const);
export const mentoringAvailabilitySchema = schemaOf(MENTORING_AVAILABILITY);

export const EMPLOYMENT_STATUSES = options([
  ['1', 'Não estou trabalhando', 'Not working', 'No estoy trabajando'],
  ['2', 'Jovem aprendiz', 'Apprentice', 'Aprendiz'],
  ['3', 'Estágio', 'Internship', 'Pasantía'],
  ['4', 'Emprego formal (CLT)', 'Formal job', 'Empleo formal'],
  ['5', 'Autônomo', 'Self-employed', 'Independiente'],
] as const);
export const employmentStatusSchema = schemaOf(EMPLOYMENT_STATUSES);

export const GOALS = options([
  ['1', 'Aprender novas habilidades', 'Learn new skills', 'Aprender nuevas habilidades'],
  ['2', 'Recolocação profissional', 'Re-employment', 'Reinserción laboral'],
  ['3', 'Melhorar o desempenho atual', 'Improve current performance', 'Mejorar el desempeño actual'],
  ['4', 'Qualificação específica', 'Specific qualification', 'Calificación específica'],
  ['5', 'Crescimento na carreira', 'Career growth', 'Crecimiento profesional'],
  ['6', 'Empreendedorismo', 'Entrepreneurship', 'Emprendimiento'],
  ['7', 'Independência financeira', 'Financial independence', 'Independencia financiera'],
  ['8', 'Ampliar a rede de contatos', 'Expand my network', 'Ampliar mi red de contactos'],
  ['9', 'Certificações', 'Certifications', 'Certificaciones'],
  ['10', 'Explorar novas áreas', 'Explore new areas', 'Explorar nuevas áreas'],
  ['11', 'Outro', 'Other', 'Otro'],
] as const);
export const goalSchema = schemaOf(GOALS);

export const EDUCATION_LEVELS = options([
  ['1', 'Ensino fundamental', 'Basic education', 'Educación básica'],
  ['2', 'Ensino médio', 'Secondary education', 'Educación media'],
  ['3', 'Técnico', 'Technical', 'Técnico'],
  ['4', 'Graduação', "Bachelor's degree", 'Licenciatura'],
  ['5', 'Pós-graduação', 'Postgraduate', 'Posgrado'],
  ['6', 'Mestrado', "Master's degree", 'Maestría'],
  ['7', 'Doutorado', 'Doctorate', 'Doctorado'],
] as const);
export const educationLevelSchema = schemaOf(EDUCATION_LEVELS);

export const EDUCATION_SITUATIONS = options([
  ['1', 'Trancado', 'Suspended', 'Suspendido'],
  ['2', 'Completo', 'Complete', 'Completo'],
  ['3', 'Em andamento', 'In progress', 'En curso'],
] as const);
export const educationSituationSchema = schemaOf(EDUCATION_SITUATIONS);

export const OFFERED_LANGUAGES = options([
  ['ENGLISH', 'Inglês', 'English', 'Inglés'],
  ['SPANISH', 'Espanhol', 'Spanish', 'Español'],
  ['FRENCH', 'Francês', 'French', 'Francés'],
  ['PORTUGUESE', 'Português', 'Portuguese', 'Portugués'],
  ['GERMAN', 'Alemão', 'German', 'Alemán'],
  ['ITALIAN', 'Italiano', 'Italian', 'Italiano'],
  ['RUSSIAN', 'Russo', 'Russian', 'Ruso'],
  ['JAPANESE', 'Japonês', 'Japanese', 'Japonés'],
  ['CHINESE', 'Chinês', 'Chinese', 'Chino'],
  ['ARABIC', 'Árabe', 'Arabic', 'Árabe'],
  ['LIBRAS', 'Libras', 'Libras (Brazilian Sign Language)', 'Libras (lengua de señas brasileña)'],
  ['ASL', 'ASL', 'ASL (American Sign Language)', 'ASL (lengua de señas americana)'],
] as const);
export const offeredLanguageSchema = schemaOf(OFFERED_LANGUAGES);
/** Spec §5: writing and reading levels do not apply to sign languages. */
export const SIGN_LANGUAGES: readonly string[] = ['LIBRAS', 'ASL'];

export const GENDERS = options([
  ['M', 'Masculino', 'Male', 'Masculino'],
  ['F', 'Feminino', 'Female', 'Femenino'],
  ['B', 'Não binário', 'Non-binary', 'No binario'],
  ['O', 'Outro', 'Other', 'Otro'],
  ['N', 'Prefiro não informar', 'Prefer not to say', 'Prefiero no decir'],
] as const);
export const genderSchema = schemaOf(GENDERS);

export const SCHOOL_YEARS = options([
  ['7EF', '7º ano do ensino fundamental', '7th grade', '7.º grado'],
  ['8EF', '8º ano do ensino fundamental', '8th grade', '8.º grado'],
  ['9EF', '9º ano do ensino fundamental', '9th grade', '9.º grado'],
  ['1EM', '1º ano do ensino médio', '10th grade (1st year of high school)', '1.º de preparatoria'],
  ['2EM', '2º ano do ensino médio', '11th grade (2nd year of high school)', '2.º de preparatoria'],
  ['3EM', '3º ano do ensino médio', '12th grade (3rd year of high school)', '3.º de preparatoria'],
] as const);
export const schoolYearSchema = schemaOf(SCHOOL_YEARS);

export const NATIONALITIES = options([
  ['B', 'Brasileira', 'Brazilian', 'Brasileña'],
  ['E', 'Estrangeira', 'Foreign', 'Extranjera'],
] as const);
export const nationalitySchema = schemaOf(NATIONALITIES);

export function optionLabel<V extends string>(list: readonly EnumOption<V>[], value: V, locale: Locale): string {
  return list.find((o) => o.value === value)?.label[locale] ?? value;
}
