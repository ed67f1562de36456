import type { TranslationKey } from '@ponte/shared/i18n/keys';
import type { Capability } from '@ponte/shared/permissions';
import { PROFILE_TAB_SEGMENTS, type ProfileTab } from '@ponte/shared/permissions';
import { type ComponentType, createElement, lazy } from 'react';
import type { DeferredNamespace } from '@/lib/catalogue-parts';

/**
 * The screens under /plataforma, as data: the router is built from this table, and a test checks it
 * against the spec's route list (§2). Every screen loads on demand, in its own chunk, so the sign-in
 * page and the shell carry none of them. No JSX here: the table is readable without a DOM.
 */
export interface Screen {
  path: string;
  titleKey: TranslationKey;
  capability: Capability;
  /** Only in tenants whose talent base lives at this segment. */
  segment?: 'base-de-talentos' | 'base-de-alunos';
  /** The screen's chunk; without one the route shows the "under construction" page. */
  load?: () => Promise<ComponentType>;
  /** The feature namespaces of the catalogue its texts come from (lib/catalogue-parts.ts), fetched with it. */
  texts?: readonly DeferredNamespace[];
}

type Page = () => Promise<ComponentType>;

const StudentFollowUp = lazy(async () => ({
  default: (await import('@/features/follow-up/routes/follow-up-tab')).FollowUpTab,
}));

// A person's courses with the attach/edit modal (spec §2), where the profile and the student edit show them
// (so those screens name the courses' texts too).
const PersonCourses = lazy(async () => ({
  default: (await import('@/features/courses/components/person-courses')).PersonCourses,
}));

const talentBase: Page = async () => (await import('@/features/talents/routes/talent-base-page')).TalentBasePage;
const course: Page = async () => (await import('@/features/courses/routes/course-page')).CoursePage;
const requests: Page = async () =>
  (await import('@/features/mentoring/routes/mentoring-requests-page')).MentoringRequestsPage;

export const HOME_SCREEN: Screen = {
  path: 'home',
  titleKey: 'pages.home',
  capability: 'home',
  texts: ['mentoring'],
  load: async () => (await import('@/features/home/routes/home-page')).HomePage,
};

/** Spec §2 profile tabs: one layout (header, tabs) around each; {id} is the person's publicId. */
export const PROFILE_LAYOUT: Page = async () =>
  (await import('@/features/profile/routes/profile-layout')).ProfileLayout;

// The sensitive-data consent (the privacy feature's), shown first on one's own personal-information tab.
const SensitiveConsent = lazy(async () => ({
  default: (await import('@/features/privacy/components/sensitive-consent')).SensitiveConsent,
}));

const personalInformation: Page = async () => {
  const { PersonalInformationTab } = await import('@/features/profile/routes/personal-information-tab');
  // biome-ignore lint/correctness/noComponentHookFactories: React Router calls a route's lazy once, so this component is made once.
  return function PersonalInformationScreen() {
    return createElement(PersonalInformationTab, { consent: SensitiveConsent });
  };
};

export const PROFILE_TABS: readonly (Omit<Screen, 'capability'> & { tab: ProfileTab | null })[] = [
  {
    tab: 'personalInformation',
    path: PROFILE_TAB_SEGMENTS.personalInformation,
    titleKey: 'pages.personalInformation',
    texts: ['privacy'],
    load: personalInformation,
  },
  // The variant spelling the spec keeps for links addressed by publicId.
  {
    tab: null,
    path: 'informacoes-personais',
    titleKey: 'pages.personalInformation',
    texts: ['privacy'],
    load: personalInformation,
  },
  {
    tab: 'professionalProfile',
    path: PROFILE_TAB_SEGMENTS.professionalProfile,
    titleKey: 'pages.professionalProfile',
    // Its skills sections (languages, certificates) read the skills texts.
    texts: ['courses', 'profileProfessional', 'profileSkills'],
    // Its courses section is the courses feature's, loaded when the tab opens.
    load: async () => {
      const { ProfessionalProfileTab } = await import('@/features/profile/routes/professional-profile-tab');
      // biome-ignore lint/correctness/noComponentHookFactories: React Router calls a route's lazy once, so this component is made once.
      return function ProfessionalProfileScreen() {
        return createElement(ProfessionalProfileTab, { courses: PersonCourses });
      };
    },
  },
  {
    tab: 'skills',
    path: PROFILE_TAB_SEGMENTS.skills,
    titleKey: 'pages.skills',
    texts: ['profileSkills'],
    load: async () => (await import('@/features/profile/routes/skills-tab')).SkillsTab,
  },
  {
    tab: 'behaviouralTest',
    path: PROFILE_TAB_SEGMENTS.behaviouralTest,
    titleKey: 'pages.behaviouralTest',
    texts: ['profileBehaviour'],
    load: async () => (await import('@/features/profile/routes/behavioural-test-tab')).BehaviouralTestTab,
  },
  {
    tab: 'followUp',
    path: PROFILE_TAB_SEGMENTS.followUp,
    titleKey: 'pages.followUp',
    texts: ['followUp', 'richText'],
    load: async () => (await import('@/features/follow-up/routes/follow-up-tab')).FollowUpTab,
  },
];

export const SCREENS: readonly Screen[] = [
  {
    path: 'colaboradores',
    titleKey: 'pages.collaborators',
    capability: 'collaborators',
    texts: ['collaborators'],
    load: async () => (await import('@/features/collaborators/routes/collaborators-page')).CollaboratorsPage,
  },
  {
    path: 'base-de-talentos',
    titleKey: 'pages.talentBase',
    capability: 'talentBase',
    segment: 'base-de-talentos',
    load: talentBase,
  },
  {
    path: 'base-de-alunos',
    titleKey: 'pages.talentBase',
    capability: 'talentBase',
    segment: 'base-de-alunos',
    load: talentBase,
  },
  {
    path: 'base-de-alunos/:id/editar-aluno',
    titleKey: 'pages.editStudent',
    capability: 'talentBase',
    segment: 'base-de-alunos',
    // The student's follow-up tab is the profile's follow-up timeline, loaded when the tab opens; under
    // the student's data, their courses.
    texts: ['followUp', 'courses', 'richText'],
    load: async () => {
      const { StudentEditPage } = await import('@/features/talents/routes/student-edit-page');
      // biome-ignore lint/correctness/noComponentHookFactories: React Router calls a route's lazy once, so this component is made once.
      return function StudentEditScreen() {
        return createElement(StudentEditPage, { followUp: StudentFollowUp, courses: PersonCourses });
      };
    },
  },
  {
    path: 'cursos-e-trilhas',
    titleKey: 'pages.coursesAndTrails',
    capability: 'coursesAndTrails',
    // A course lists the caller's quizzes of it (issue 14), in the quizzes' words.
    texts: ['courses', 'quizzes'],
    load: async () => (await import('@/features/courses/routes/courses-and-trails-page')).CoursesAndTrailsPage,
  },
  {
    path: 'cursos-e-inscricoes',
    titleKey: 'pages.coursesAndEnrolments',
    capability: 'courseManagement',
    texts: ['courses'],
    load: async () => (await import('@/features/courses/routes/course-admin-list-page')).CourseAdminListPage,
  },
  // The course edit tabs (Curso, inscricoes, favoritos): one screen that reads its tab from the path.
  {
    path: 'cursos-e-inscricoes/:courseId',
    titleKey: 'pages.course',
    capability: 'courseManagement',
    texts: ['courses', 'richText'],
    load: course,
  },
  {
    path: 'cursos-e-inscricoes/:courseId/inscricoes',
    titleKey: 'pages.enrolments',
    capability: 'courseManagement',
    texts: ['courses', 'richText'],
    load: course,
  },
  {
    path: 'cursos-e-inscricoes/:courseId/favoritos',
    titleKey: 'pages.favourites',
    capability: 'courseManagement',
    texts: ['courses', 'richText'],
    load: course,
  },
  {
    path: 'empresas',
    titleKey: 'pages.registerCompany',
    capability: 'registerCompany',
    texts: ['companies'],
    load: async () => (await import('@/features/companies/routes/register-company-page')).RegisterCompanyPage,
  },
  {
    path: 'empresas/cadastradas',
    titleKey: 'pages.registeredCompanies',
    capability: 'companies',
    texts: ['companies'],
    load: async () => (await import('@/features/companies/routes/companies-list-page')).CompaniesListPage,
  },
  {
    path: 'mentorias',
    titleKey: 'pages.mentoring',
    capability: 'mentoring',
    texts: ['mentoring', 'collaborators'],
    load: async () => (await import('@/features/mentoring/routes/my-mentoring-page')).MyMentoringPage,
  },
  {
    // Everyone with a profile follows their own feedbacks here (the talent's notices lead here, and
    // trindtech's and mais-pra-ti's Talento have no Mentoring menu); the server says what there is.
    path: 'mentorias/acompanhamento-talento',
    titleKey: 'pages.talentFollowUp',
    capability: 'profile',
    texts: ['followUp'],
    load: async () => (await import('@/features/follow-up/routes/talent-follow-up-page')).TalentFollowUpPage,
  },
  {
    path: 'mentoria-de-talentos',
    titleKey: 'pages.talentMentoring',
    capability: 'talentMentoring',
    texts: ['mentoring', 'collaborators'],
    load: async () => (await import('@/features/mentoring/routes/talent-mentoring-page')).TalentMentoringPage,
  },
  {
    path: 'solicitacao-de-mentorias',
    titleKey: 'pages.mentoringRequests',
    capability: 'mentoringRequests',
    texts: ['mentoring', 'collaborators'],
    load: requests,
  },
  {
    path: 'solicitacao-de-mentorias/concluidas',
    titleKey: 'pages.completed',
    capability: 'mentoringRequests',
    texts: ['mentoring', 'collaborators'],
    load: requests,
  },
  {
    path: 'usuarios',
    titleKey: 'pages.users',
    capability: 'users',
    // privacy: the link to the deletion requests; dataTransfer: the import's.
    texts: ['users', 'privacy', 'dataTransfer'],
    load: async () => (await import('@/features/users/routes/users-list-page')).UsersListPage,
  },
  {
    path: 'usuarios/cadastrar-usuario',
    titleKey: 'pages.registerUser',
    capability: 'users',
    texts: ['users'],
    load: async () => (await import('@/features/users/routes/register-user-page')).RegisterUserPage,
  },
  {
    // The people import (issue 16 §2; not in the spec's route list). Its title is in the texts it loads.
    path: 'usuarios/importar',
    titleKey: 'dataTransfer.import.title',
    capability: 'users',
    texts: ['users', 'dataTransfer'],
    load: async () => (await import('@/features/users/routes/import-users-page')).ImportUsersPage,
  },
  {
    path: 'usuarios/:id/editar-usuario',
    titleKey: 'pages.editUser',
    capability: 'users',
    texts: ['users'],
    load: async () => (await import('@/features/users/routes/edit-user-page')).EditUserPage,
  },
  {
    // The Admin's queue of account deletion requests (issue 16 §3; not in the spec's route list).
    path: 'usuarios/pedidos-de-exclusao',
    // Its title is in the privacy texts the screen loads: one key less for everyone's first load.
    titleKey: 'privacy.queue.title',
    capability: 'users',
    texts: ['privacy'],
    load: async () => (await import('@/features/privacy/routes/deletion-requests-page')).DeletionRequestsPage,
  },
  {
    // "Meus dados", opened from the profile menu by everyone (issue 16 §3; not in the spec's route list).
    path: 'meus-dados',
    titleKey: 'pages.myData',
    capability: 'home',
    texts: ['privacy'],
    load: async () => (await import('@/features/privacy/routes/my-data-page')).MyDataPage,
  },
  {
    path: 'quiz',
    titleKey: 'pages.quiz',
    capability: 'quiz',
    texts: ['quizzes', 'richText'],
    load: async () => (await import('@/features/quizzes/routes/quiz-manager-page')).QuizManagerPage,
  },
  {
    path: 'quiz/correcoes',
    titleKey: 'pages.quizGrading',
    capability: 'quizGrading',
    texts: ['quizzes'],
    load: async () => (await import('@/features/quizzes/routes/grading-page')).GradingPage,
  },
  {
    path: 'quiz/:quizId',
    titleKey: 'pages.quizEdit',
    capability: 'quiz',
    texts: ['quizzes', 'richText'],
    load: async () => (await import('@/features/quizzes/routes/quiz-edit-page')).QuizEditPage,
  },
  {
    path: 'quiz/:quizId/resultados',
    titleKey: 'pages.quizResults',
    capability: 'quizGrading',
    texts: ['quizzes'],
    load: async () => (await import('@/features/quizzes/routes/quiz-results-page')).QuizResultsPage,
  },
  // Quizzes beyond the spec's one route (issue 14; QUIZ_PATHS): the taker's list and the attempt.
  {
    path: 'meus-quizzes',
    titleKey: 'pages.myQuizzes',
    capability: 'quizTaking',
    texts: ['quizzes'],
    load: async () => (await import('@/features/quizzes/routes/my-quizzes-page')).MyQuizzesPage,
  },
  {
    path: 'meus-quizzes/:quizId',
    titleKey: 'pages.quizAttempt',
    capability: 'quizTaking',
    texts: ['quizzes'],
    load: async () => (await import('@/features/quizzes/routes/take-quiz-page')).TakeQuizPage,
  },
  {
    path: 'analise',
    titleKey: 'pages.analytics',
    capability: 'analytics',
    texts: ['analytics'],
    // The charts' library (recharts through @mantine/charts) loads with the first chart, in a chunk of its own.
    load: async () => (await import('@/features/analytics/routes/analytics-page')).AnalyticsPage,
  },
  {
    path: 'ajuda-rs',
    titleKey: 'pages.help',
    capability: 'help',
    texts: ['help', 'richText'],
    load: async () => (await import('@/features/help/routes/help-page')).HelpPage,
  },
];
