export const TENANT_SLUGS = ['trindtech', 'sandbox', 'mais-pra-ti', 'sabimais', 'asid'] as const;
export type TenantSlug = (typeof TENANT_SLUGS)[number];

export function isTenantSlug(value: unknown): value is TenantSlug {
  return typeof value === 'string' && (TENANT_SLUGS as readonly string[]).includes(value);
}

/** sabimais serves schools: its people are students (aluno), everywhere else talents (talento). */
export type Vocabulary = 'talento' | 'aluno';

export interface TenantFeatures {
  /** Company management (register company / registered companies). Not in asid. */
  companies: boolean;
  /** Quiz screens in the manager submenu: mais-pra-ti and asid. */
  quiz: boolean;
  /** sabimais has only annotations, no feedback tab. */
  feedbackTab: boolean;
  /** The learning-environment question of the additional information form: not for asid. */
  learningEnvironment: boolean;
  /** Talent filter by class (classeId): mais-pra-ti only. */
  classFilter: boolean;
  /** Mentoring request period (M/T/N) is shown only in asid. */
  mentoringPeriod: boolean;
  /** The user list shows email in asid, company and link elsewhere. */
  userListEmail: boolean;
  /** The behavioural test tab for Admin, Talento and FuncionarioMentor: not in asid. */
  behaviouralTestForAll: boolean;
}

export interface TenantDefinition {
  slug: TenantSlug;
  name: string;
  /** Main brand colour; the web derives the 10-shade Mantine palette from it. Dark enough for white text (WCAG AA). */
  primaryColor: string;
  /** Secondary brand colour used for accents (sidebar, highlights). */
  accentColor: string;
  vocabulary: Vocabulary;
  talentBaseSegment: 'base-de-talentos' | 'base-de-alunos';
  features: TenantFeatures;
}

const base: TenantFeatures = {
  companies: true,
  quiz: false,
  feedbackTab: true,
  learningEnvironment: true,
  classFilter: false,
  mentoringPeriod: false,
  userListEmail: false,
  behaviouralTestForAll: true,
};

export const TENANTS: Record<TenantSlug, TenantDefinition> = {
  trindtech: {
    slug: 'trindtech',
    name: 'TrindTech',
    primaryColor: '#1d4ed8',
    accentColor: '#0f172a',
    vocabulary: 'talento',
    talentBaseSegment: 'base-de-talentos',
    features: { ...base },
  },
  sandbox: {
    slug: 'sandbox',
    name: 'Ponte Sandbox',
    primaryColor: '#6d28d9',
    accentColor: '#1e1b4b',
    vocabulary: 'talento',
    talentBaseSegment: 'base-de-talentos',
    features: { ...base },
  },
  'mais-pra-ti': {
    slug: 'mais-pra-ti',
    name: '+praTi',
    primaryColor: '#be123c',
    accentColor: '#2a0a14',
    vocabulary: 'talento',
    talentBaseSegment: 'base-de-talentos',
    features: { ...base, quiz: true, classFilter: true },
  },
  sabimais: {
    slug: 'sabimais',
    name: 'SabiMais',
    primaryColor: '#15803d',
    accentColor: '#052e16',
    vocabulary: 'aluno',
    talentBaseSegment: 'base-de-alunos',
    features: { ...base, feedbackTab: false },
  },
  asid: {
    slug: 'asid',
    name: 'ASID',
    primaryColor: '#b45309',
    accentColor: '#1c1917',
    vocabulary: 'talento',
    talentBaseSegment: 'base-de-talentos',
    features: {
      ...base,
      companies: false,
      quiz: true,
      learningEnvironment: false,
      mentoringPeriod: true,
      userListEmail: true,
      behaviouralTestForAll: false,
    },
  },
};
