/** Valid payloads for the profile calls, shared by the profile-*.test.ts files. */
import { BEHAVIOURAL_TEST_ITEMS } from '@ponte/shared/behavioural-test';
import { SENSITIVE_CONSENT_VERSION } from '@ponte/shared/privacy.schema';
import { sql } from 'drizzle-orm';
import { ownerRows, type TestContext } from './test-app.ts';

/** 529.982.247-25 has valid check digits. */
export const VALID_CPF = '529.982.247-25';

export const basicData = () => ({
  firstName: 'Helena',
  lastName: 'Oliveira',
  socialName: '',
  cpf: VALID_CPF,
  birthDate: '1995-04-12',
  phoneDialCode: '55',
  phone: '(51) 99876-5432',
  gender: 'F',
  raceColor: '3',
  disability: 'S',
  disabilityTypes: ['2'],
  nationality: 'B',
  guardianName: null,
  guardianRelation: null,
  schoolYear: null,
  employmentStatus: '4',
  goals: ['1', '5'],
});

export const additionalInformation = () => ({
  referralSource: 'R',
  computerLevel: '3',
  computerAvailable: 'P',
  learningEnvironment: '1',
  broadband: 'S',
  familyIncome: '3',
  familyDependents: '2',
  incomePrograms: '4',
});

export const location = () => ({
  country: 'Brasil',
  postalCode: '90010-000',
  address: 'Rua dos Andradas',
  streetNumber: '1234',
  neighborhood: 'Centro Histórico',
  complement: 'Apto 5',
  state: 'RS',
  city: 'porto alegre',
  cityCode: 4314902,
});

/** A language the person adds by name (not from the list), as the language form sends it. */
export const language = () => ({
  languageId: null,
  nameLanguage: 'ITALIAN',
  generalLevel: 2,
  speakingLevel: null,
  writingLevel: null,
  readingLevel: null,
});

/** A language named in the list, with every level rated. */
export const ratedLanguage = () => ({
  languageId: null,
  nameLanguage: 'ENGLISH',
  generalLevel: 3,
  speakingLevel: 2,
  writingLevel: 3,
  readingLevel: 4,
});

export const education = () => ({ educationType: '4', course: 'Letras', institution: 'UFRGS', situation: '2' });

export const certificate = () => ({
  certificateId: null,
  courseName: 'SQL',
  platform: 'Alura',
  issueDate: null,
  url: 'https://alura.com.br',
});

export const learningPreferences = () => ({
  learningStyle: '1',
  learningPreference: '2',
  workMode: '2',
  feedbackStyle: '1',
  communication: '1',
  shift: 'N',
});

export const professionalProfile = () => ({
  companyRelationships: [20, 21],
  sectorOfCompany: 10,
  positionInCompany: 'Analista de dados',
  mentoringAvailability: 'S',
  mentorAreas: [27],
  helpTalents: 'Posso ajudar com carreira em dados.',
  careerGoals: 'Liderar um time de analytics.',
  motivationLabel: '2',
  motivation: 'Quero migrar para a área de dados.',
});

/** One answer per item, choosing the profile `pick` returns for the item's position. */
export const testAnswers = (pick: (index: number) => '1' | '2' | '3' | '4') => ({
  answers: BEHAVIOURAL_TEST_ITEMS.map((item, index) => ({ itemId: item.id, profile: pick(index) })),
});

/**
 * Records the person's sensitive-data consent, as ticking the box does (ADR 0044): without it the profile
 * refuses race/colour, disability and the socio-economic answers. Written as the owner.
 */
export async function giveSensitiveConsent(ctx: Pick<TestContext, 'handle'>, person: { id: number }): Promise<void> {
  await ownerRows(
    ctx,
    sql`insert into consents (tenant_id, user_id, purpose, version)
        select tenant_id, id, 'sensitiveData', ${SENSITIVE_CONSENT_VERSION} from users where id = ${person.id}`,
  );
}
