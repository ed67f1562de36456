/**
 * Generates the demo crowd of talents that makes the talent base look alive (issue 4 "Demo data"):
 * Brazilian names, cities from the reference data, skills, languages and education. Deterministic:
 * one fixed faker seed per tenant, so every fresh start shows the same people.
 */
import { type Faker, fakerPT_BR } from '@faker-js/faker';
import {
  BROADBAND_ACCESS,
  COMPUTER_AVAILABILITY,
  COMPUTER_LEVELS,
  DEPENDENT_COUNTS,
  EDUCATION_LEVELS,
  EDUCATION_SITUATIONS,
  EMPLOYMENT_STATUSES,
  GOALS,
  INCOME_BANDS,
  INCOME_PROGRAMS,
  LEARNING_ENVIRONMENTS,
  type OFFERED_LANGUAGES,
  RACE_COLORS,
  REFERRAL_SOURCES,
} from '@ponte/shared/profile-enums';
import { BRAZILIAN_STATE_CODES, type BrazilianStateCode } from '@ponte/shared/reference/brazilian-states';
import { loadMunicipalities } from '@ponte/shared/reference/municipalities';
import { TENANTS, type TenantSlug } from '@ponte/shared/tenants';
import { slug } from './demo-slug.ts';

export const SOFT_SKILLS = [
  'Comunicação',
  'Trabalho em equipe',
  'Liderança',
  'Resolução de problemas',
  'Pensamento crítico',
  'Criatividade',
  'Adaptabilidade',
  'Organização',
  'Empatia',
  'Proatividade',
  'Negociação',
  'Gestão do tempo',
] as const;

export const HARD_SKILLS = [
  'JavaScript',
  'TypeScript',
  'React',
  'Node.js',
  'Python',
  'SQL',
  'Excel',
  'Power BI',
  'Figma',
  'Java',
  'Git',
  'Docker',
  'AWS',
  'Scrum',
  'Marketing digital',
  'Atendimento ao cliente',
  'Análise de dados',
  'UX Design',
] as const;

const COURSES = [
  ['Análise e Desenvolvimento de Sistemas', 'Fatec'],
  ['Ciência da Computação', 'Universidade Federal'],
  ['Administração', 'Universidade Estadual'],
  ['Técnico em Informática', 'Instituto Federal'],
  ['Design Gráfico', 'Centro Universitário'],
  ['Sistemas de Informação', 'PUC'],
  ['Ensino Médio', 'Escola Estadual'],
  ['Marketing', 'Faculdade de Tecnologia'],
] as const;

type LanguageCode = (typeof OFFERED_LANGUAGES)[number]['value'];

/** Where people live, roughly by population: the biggest states get most of the crowd. */
const STATE_WEIGHTS: readonly { weight: number; value: BrazilianStateCode }[] = BRAZILIAN_STATE_CODES.map((uf) => ({
  value: uf,
  weight:
    ({ SP: 22, MG: 10, RJ: 8, BA: 7, PR: 6, RS: 5, PE: 5, CE: 4, PA: 4, SC: 4, GO: 3, DF: 3 } as const)[uf as 'SP'] ??
    1,
}));

export interface DemoTalent {
  firstName: string;
  lastName: string;
  email: string;
  /** How many days before the seed the person signed up (users.created_at). */
  signedUpDaysAgo: number;
  profile: {
    birthDate: string;
    phoneDialCode: string;
    phone: string;
    gender: string;
    raceColor: string;
    disability: string;
    nationality: string;
    employmentStatus: string;
    goals: string[];
    computerLevel: string;
    country: string;
    state: string;
    city: string;
    cityCode: number;
    softSkills: string[];
    hardSkills: string[];
    careerGoals: string;
  } & Registration;
  languages: {
    nameLanguage: LanguageCode;
    generalLevel: number;
    speakingLevel: number;
    writingLevel: number | null;
    readingLevel: number | null;
  }[];
  educations: { educationType: string; course: string; institution: string; situation: string }[];
}

/**
 * What completes a registration besides the basic data the crowd already has (the home's and the
 * analytics' "profile complete": basic data, additional information and location saved). Three in
 * five of the crowd have it; the others have not finished signing up.
 */
type Registration = Partial<{
  cpf: string;
  referralSource: string;
  computerAvailable: string;
  learningEnvironment: string | null;
  broadband: string;
  familyIncome: string;
  familyDependents: string;
  incomePrograms: string;
}>;

/** Sign-ups spread over the last three months (37 and 90 are coprime: every day is used), so some are this week's. */
const SIGN_UP_SPREAD_DAYS = 90;

/** A valid CPF (check digits computed) from nine digits. */
export function cpfFrom(base: number): string {
  const digits = String(base % 1_000_000_000)
    .padStart(9, '0')
    .split('')
    .map(Number);
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += (digits[i] ?? 0) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** Chosen from the person's number, not from faker, so the crowd's names and cities stay as they were. */
function registrationOf(tenant: TenantSlug, n: number): Registration {
  if ((n + seedOf(tenant)) % 5 >= 3) return {};
  const at = <T extends { value: string }>(list: readonly T[], offset = 0) => list[(n + offset) % list.length]!.value;
  return {
    cpf: cpfFrom(seedOf(tenant) * 1_000 + n * 7_919 + 100_000_000),
    referralSource: at(REFERRAL_SOURCES),
    computerAvailable: at(COMPUTER_AVAILABILITY.slice(0, 2)),
    learningEnvironment: TENANTS[tenant].features.learningEnvironment ? at(LEARNING_ENVIRONMENTS.slice(0, 3), 1) : null,
    broadband: at(BROADBAND_ACCESS.slice(0, 2), 1),
    familyIncome: at(INCOME_BANDS.slice(0, 5), 2),
    familyDependents: at(DEPENDENT_COUNTS.slice(0, 4), 3),
    incomePrograms: at(INCOME_PROGRAMS, 4),
  };
}

function seedOf(tenant: TenantSlug): number {
  let hash = 17;
  for (const ch of tenant) hash = (hash * 31 + ch.charCodeAt(0)) % 1_000_003;
  return hash;
}

function pick<T extends { value: string }>(f: Faker, list: readonly T[]): string {
  return f.helpers.arrayElement(list).value;
}

export async function generateDemoTalents(tenant: TenantSlug, count: number): Promise<DemoTalent[]> {
  const f = fakerPT_BR;
  f.seed(seedOf(tenant));
  const cities = new Map<BrazilianStateCode, Awaited<ReturnType<typeof loadMunicipalities>>>();
  const people: DemoTalent[] = [];
  for (let n = 1; n <= count; n += 1) {
    const sex = f.helpers.arrayElement(['female', 'male'] as const);
    const firstName = f.person.firstName(sex);
    const lastName = `${f.person.lastName()} ${f.person.lastName()}`;
    const uf = f.helpers.weightedArrayElement(STATE_WEIGHTS);
    if (!cities.has(uf)) cities.set(uf, await loadMunicipalities(uf));
    const city = f.helpers.arrayElement(cities.get(uf) ?? []);
    const languages: DemoTalent['languages'] = [];
    if (f.datatype.boolean(0.7)) languages.push(level(f, 'ENGLISH'));
    if (f.datatype.boolean(0.35)) languages.push(level(f, 'SPANISH'));
    if (f.datatype.boolean(0.08)) languages.push(level(f, 'LIBRAS'));
    const [course, institution] = f.helpers.arrayElement(COURSES);
    people.push({
      firstName,
      lastName,
      email: `${slug(firstName)}.${slug(lastName.split(' ')[0] ?? '')}.${n}@${tenant}.demo`,
      signedUpDaysAgo: (n * 37 + seedOf(tenant)) % SIGN_UP_SPREAD_DAYS,
      profile: {
        ...registrationOf(tenant, n),
        birthDate: f.date.birthdate({ mode: 'age', min: 16, max: 45 }).toISOString().slice(0, 10),
        phoneDialCode: '55',
        phone: `${f.number.int({ min: 11, max: 99 })}9${f.string.numeric(8)}`,
        gender:
          sex === 'female'
            ? f.helpers.weightedArrayElement([
                { value: 'F', weight: 9 },
                { value: 'B', weight: 1 },
              ])
            : f.helpers.weightedArrayElement([
                { value: 'M', weight: 9 },
                { value: 'N', weight: 1 },
              ]),
        raceColor: pick(f, RACE_COLORS),
        disability: f.datatype.boolean(0.08) ? 'S' : 'N',
        nationality: f.datatype.boolean(0.97) ? 'B' : 'E',
        employmentStatus: pick(f, EMPLOYMENT_STATUSES),
        goals: f.helpers.arrayElements(GOALS, { min: 1, max: 3 }).map((g) => g.value),
        computerLevel: pick(f, COMPUTER_LEVELS.slice(1)),
        country: 'Brasil',
        state: uf,
        city: city?.label ?? '',
        cityCode: city?.value ?? 0,
        softSkills: f.helpers.arrayElements(SOFT_SKILLS, { min: 2, max: 5 }),
        hardSkills: f.helpers.arrayElements(HARD_SKILLS, { min: 1, max: 6 }),
        careerGoals: f.helpers.arrayElement([
          'Conseguir minha primeira vaga na área de tecnologia.',
          'Fazer a transição de carreira para dados.',
          'Crescer como desenvolvedora e liderar projetos.',
          'Trabalhar com produto digital em uma empresa de impacto social.',
          'Abrir meu próprio negócio nos próximos anos.',
        ]),
      },
      languages,
      educations: [
        {
          educationType: f.helpers.arrayElement(EDUCATION_LEVELS.slice(1, 5)).value,
          course,
          institution,
          situation: pick(f, EDUCATION_SITUATIONS),
        },
      ],
    });
  }
  return people;
}

function level(f: Faker, nameLanguage: LanguageCode): DemoTalent['languages'][number] {
  const general = f.number.int({ min: 1, max: 4 });
  const near = () => Math.min(5, Math.max(1, general + f.number.int({ min: -1, max: 1 })));
  const sign = nameLanguage === 'LIBRAS';
  return {
    nameLanguage,
    generalLevel: general,
    speakingLevel: near(),
    writingLevel: sign ? null : near(),
    readingLevel: sign ? null : near(),
  };
}
