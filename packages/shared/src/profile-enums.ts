/**
 * Spec §3 "Enumerations" whose codes and meanings the spec gives, with their labels in the three
 * locales. Forms render these; API schemas validate the codes with the matching zod enums.
 */
import { type EnumOption, optionLabel, options, schemaOf } from './enum-options.ts';

// Kept importable from here, where the profile forms have always found them.
export { type EnumOption, optionLabel };

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

/*
 * The enumerations below are named by the spec ("also offered", §3 "Additional information") but
 * their codes or meanings are not given; docs/decisions/0012-profile-enumerations.md records the
 * choices. Codes the spec does give (R/S/E/I/O, 1–4, 1–7, 1–6, 1–5) are kept exactly.
 */
export const RACE_COLORS = options([
  ['1', 'Branca', 'White', 'Blanca'],
  ['2', 'Preta', 'Black', 'Negra'],
  ['3', 'Parda', 'Mixed race (Parda)', 'Parda (mestiza)'],
  ['4', 'Amarela', 'East Asian descent (Amarela)', 'Amarilla (ascendencia asiática)'],
  ['5', 'Indígena', 'Indigenous', 'Indígena'],
  ['6', 'Prefiro não informar', 'Prefer not to say', 'Prefiero no decir'],
] as const);
export const raceColorSchema = schemaOf(RACE_COLORS);

/** Spec: "disability (yes/no/refuse plus types)". */
export const DISABILITY_ANSWERS = options([
  ['S', 'Sim', 'Yes', 'Sí'],
  ['N', 'Não', 'No', 'No'],
  ['R', 'Prefiro não informar', 'Prefer not to say', 'Prefiero no decir'],
] as const);
export const disabilityAnswerSchema = schemaOf(DISABILITY_ANSWERS);

/** Categories of Lei 13.146/2015 (Estatuto da Pessoa com Deficiência), plus autism (Lei 12.764/2012). */
export const DISABILITY_TYPES = options([
  ['1', 'Física', 'Physical', 'Física'],
  ['2', 'Auditiva', 'Hearing', 'Auditiva'],
  ['3', 'Visual', 'Visual', 'Visual'],
  ['4', 'Intelectual', 'Intellectual', 'Intelectual'],
  ['5', 'Psicossocial', 'Psychosocial', 'Psicosocial'],
  ['6', 'Transtorno do espectro autista (TEA)', 'Autism spectrum disorder', 'Trastorno del espectro autista'],
  ['7', 'Múltipla', 'Multiple', 'Múltiple'],
  ['8', 'Outra', 'Other', 'Otra'],
] as const);
export const disabilityTypeSchema = schemaOf(DISABILITY_TYPES);

export const GUARDIAN_RELATIONS = options([
  ['1', 'Mãe', 'Mother', 'Madre'],
  ['2', 'Pai', 'Father', 'Padre'],
  ['3', 'Avó ou avô', 'Grandparent', 'Abuela o abuelo'],
  ['4', 'Tia ou tio', 'Aunt or uncle', 'Tía o tío'],
  ['5', 'Irmã ou irmão', 'Sibling', 'Hermana o hermano'],
  ['6', 'Responsável legal', 'Legal guardian', 'Tutor legal'],
  ['7', 'Outro', 'Other', 'Otro'],
] as const);
export const guardianRelationSchema = schemaOf(GUARDIAN_RELATIONS);

export const REFERRAL_SOURCES = options([
  ['R', 'Redes sociais', 'Social media', 'Redes sociales'],
  ['S', 'Site', 'Website', 'Sitio web'],
  ['E', 'Escola ou instituição de ensino', 'School or college', 'Escuela o institución educativa'],
  ['I', 'Indicação de alguém', 'Someone recommended it', 'Recomendación de alguien'],
  ['O', 'Outro', 'Other', 'Otro'],
] as const);
export const referralSourceSchema = schemaOf(REFERRAL_SOURCES);

export const COMPUTER_LEVELS = options([
  ['1', 'Nunca usei um computador', 'I have never used a computer', 'Nunca he usado una computadora'],
  ['2', 'Básico', 'Basic', 'Básico'],
  ['3', 'Intermediário', 'Intermediate', 'Intermedio'],
  ['4', 'Avançado', 'Advanced', 'Avanzado'],
] as const);
export const computerLevelSchema = schemaOf(COMPUTER_LEVELS);

export const COMPUTER_AVAILABILITY = options([
  ['P', 'Sim, só para mim', 'Yes, my own', 'Sí, solo para mí'],
  ['C', 'Sim, compartilhado com outras pessoas', 'Yes, shared with others', 'Sí, compartida con otras personas'],
  ['N', 'Não tenho computador', 'I have no computer', 'No tengo computadora'],
] as const);
export const computerAvailableSchema = schemaOf(COMPUTER_AVAILABILITY);

export const BROADBAND_ACCESS = options([
  ['S', 'Sim, internet banda larga', 'Yes, broadband', 'Sí, banda ancha'],
  ['M', 'Só internet móvel (dados do celular)', 'Mobile data only', 'Solo datos móviles'],
  ['N', 'Não tenho acesso à internet', 'No internet access', 'No tengo acceso a internet'],
] as const);
export const broadbandSchema = schemaOf(BROADBAND_ACCESS);

export const LEARNING_ENVIRONMENTS = options([
  ['1', 'Um lugar silencioso em casa', 'A quiet place at home', 'Un lugar tranquilo en casa'],
  ['2', 'Um espaço compartilhado em casa', 'A shared space at home', 'Un espacio compartido en casa'],
  [
    '3',
    'Fora de casa (biblioteca, telecentro, escola)',
    'Away from home (library, telecentre, school)',
    'Fuera de casa (biblioteca, telecentro, escuela)',
  ],
  ['4', 'Não tenho um lugar adequado', 'I have no suitable place', 'No tengo un lugar adecuado'],
] as const);
export const learningEnvironmentSchema = schemaOf(LEARNING_ENVIRONMENTS);

/** Bands of 1,320 BRL (the 2023 minimum wage): 1, 2, 3, 5, 10 and 20 wages; the top is the spec's. */
export const INCOME_BANDS = options([
  ['1', 'Até R$ 1.320', 'Up to R$ 1,320', 'Hasta R$ 1.320'],
  ['2', 'De R$ 1.320,01 a R$ 2.640', 'R$ 1,320.01 to R$ 2,640', 'De R$ 1.320,01 a R$ 2.640'],
  ['3', 'De R$ 2.640,01 a R$ 3.960', 'R$ 2,640.01 to R$ 3,960', 'De R$ 2.640,01 a R$ 3.960'],
  ['4', 'De R$ 3.960,01 a R$ 6.600', 'R$ 3,960.01 to R$ 6,600', 'De R$ 3.960,01 a R$ 6.600'],
  ['5', 'De R$ 6.600,01 a R$ 13.200', 'R$ 6,600.01 to R$ 13,200', 'De R$ 6.600,01 a R$ 13.200'],
  ['6', 'De R$ 13.200,01 a R$ 26.400', 'R$ 13,200.01 to R$ 26,400', 'De R$ 13.200,01 a R$ 26.400'],
  ['7', 'Acima de R$ 26.400', 'Above R$ 26,400', 'Más de R$ 26.400'],
] as const);
export const incomeBandSchema = schemaOf(INCOME_BANDS);

/** People who depend on the family income, the respondent excluded. */
export const DEPENDENT_COUNTS = options([
  ['1', 'Nenhuma', 'None', 'Ninguna'],
  ['2', '1 pessoa', '1 person', '1 persona'],
  ['3', '2 pessoas', '2 people', '2 personas'],
  ['4', '3 pessoas', '3 people', '3 personas'],
  ['5', '4 pessoas', '4 people', '4 personas'],
  ['6', '5 pessoas ou mais', '5 or more people', '5 personas o más'],
] as const);
export const dependentCountSchema = schemaOf(DEPENDENT_COUNTS);

export const INCOME_PROGRAMS = options([
  ['1', 'Bolsa Família', 'Bolsa Família (family grant)', 'Bolsa Família (ayuda familiar)'],
  [
    '2',
    'Benefício de Prestação Continuada (BPC)',
    'Continuous Cash Benefit (BPC)',
    'Beneficio de Prestación Continuada (BPC)',
  ],
  ['3', 'Outro programa de renda', 'Another income program', 'Otro programa de ingresos'],
  ['4', 'Não participo de nenhum', 'None', 'No participo en ninguno'],
  ['5', 'Prefiro não informar', 'Prefer not to say', 'Prefiero no decir'],
] as const);
export const incomeProgramSchema = schemaOf(INCOME_PROGRAMS);

/** What the professional-profile motivation text answers; the text becomes required once one is chosen. */
export const MOTIVATION_LABELS = options([
  ['1', 'Conseguir o primeiro emprego', 'Get my first job', 'Conseguir mi primer empleo'],
  ['2', 'Mudar de carreira', 'Change careers', 'Cambiar de carrera'],
  ['3', 'Crescer na empresa', 'Grow in my company', 'Crecer en mi empresa'],
  ['4', 'Empreender', 'Start a business', 'Emprender'],
  ['5', 'Compartilhar o que sei', 'Share what I know', 'Compartir lo que sé'],
  ['6', 'Outra motivação', 'Another motivation', 'Otra motivación'],
] as const);
export const motivationLabelSchema = schemaOf(MOTIVATION_LABELS);
