import { modals } from '@mantine/modals';
import type { TranslationKey } from '@ponte/shared/i18n/keys';
import type { Capability } from '@ponte/shared/permissions';
import { PROFILE_TAB_SEGMENTS, type ProfileTab } from '@ponte/shared/permissions';
import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PublicLayout } from '@/components/public-layout';
import { RequireCapability } from '@/components/require-capability';
import { RequireSession } from '@/components/require-session';
import { RequireTenantSegment } from '@/components/require-tenant-segment';
import { RouteErrorPage } from '@/components/route-error-page';
import { ForgotPasswordPage } from '@/features/auth/routes/forgot-password-page';
import { LoginPage } from '@/features/auth/routes/login-page';
import { ResetPasswordPage } from '@/features/auth/routes/reset-password-page';
import { VerifyEmailPage } from '@/features/auth/routes/verify-email-page';
import { CollaboratorsPage } from '@/features/collaborators/routes/collaborators-page';
import { CompaniesListPage } from '@/features/companies/routes/companies-list-page';
import { RegisterCompanyPage } from '@/features/companies/routes/register-company-page';
import { HomePage } from '@/features/home/routes/home-page';
import { ConstructionPage } from '@/features/placeholder/routes/construction-page';
import { NotFoundPage } from '@/features/placeholder/routes/not-found-page';
import { BehaviouralTestTab } from '@/features/profile/routes/behavioural-test-tab';
import { PersonalInformationTab } from '@/features/profile/routes/personal-information-tab';
import { ProfessionalProfileTab } from '@/features/profile/routes/professional-profile-tab';
import { ProfileLayout } from '@/features/profile/routes/profile-layout';
import { SkillsTab } from '@/features/profile/routes/skills-tab';
import { PlatformLayout } from '@/features/shell/routes/platform-layout';
import { StudentEditPage } from '@/features/talents/routes/student-edit-page';
import { TalentBasePage } from '@/features/talents/routes/talent-base-page';
import { TermsPage } from '@/features/terms/routes/terms-page';
import { EditUserPage } from '@/features/users/routes/edit-user-page';
import { RegisterUserPage } from '@/features/users/routes/register-user-page';
import { UsersListPage } from '@/features/users/routes/users-list-page';
import { setApiNavigator } from '@/lib/api-client';
import type { RouteHandle } from '@/lib/route-handle';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { queryClient } from './query-client.ts';

interface ScreenRoute {
  path: string;
  titleKey: TranslationKey;
  capability: Capability;
  /** Only in tenants whose talent base lives at this segment. */
  segment?: 'base-de-talentos' | 'base-de-alunos';
  /** The screen itself; without one the route shows the "under construction" page. */
  element?: ReactNode;
  /** A screen loaded on demand, in its own chunk. */
  load?: () => Promise<ComponentType>;
}

const PROFILE_TAB_PAGES: Record<Exclude<ProfileTab, 'followUp'>, { titleKey: TranslationKey; element: ReactNode }> = {
  personalInformation: { titleKey: 'pages.personalInformation', element: <PersonalInformationTab /> },
  professionalProfile: { titleKey: 'pages.professionalProfile', element: <ProfessionalProfileTab /> },
  skills: { titleKey: 'pages.skills', element: <SkillsTab /> },
  behaviouralTest: { titleKey: 'pages.behaviouralTest', element: <BehaviouralTestTab /> },
};

/** Spec §2 profile routes: one layout (header, tabs) around each tab; {id} is the person's publicId. */
const profileRoute: RouteObject = {
  path: 'perfil/:id',
  element: <ProfileLayout />,
  children: [
    { index: true, element: <Navigate to="informacoes-pessoais" replace /> },
    ...(Object.keys(PROFILE_TAB_PAGES) as (keyof typeof PROFILE_TAB_PAGES)[]).map((tab) => ({
      path: PROFILE_TAB_SEGMENTS[tab],
      handle: { titleKey: PROFILE_TAB_PAGES[tab].titleKey, capability: 'profile' } satisfies RouteHandle,
      element: PROFILE_TAB_PAGES[tab].element,
    })),
    // The variant spelling the spec keeps for links addressed by publicId.
    {
      path: 'informacoes-personais',
      handle: { titleKey: 'pages.personalInformation', capability: 'profile' } satisfies RouteHandle,
      element: PROFILE_TAB_PAGES.personalInformation.element,
    },
  ],
};

const loadRequestsPage = async () =>
  (await import('@/features/mentoring/routes/mentoring-requests-page')).MentoringRequestsPage;

// Spec §2 routes under /plataforma that later issues build; each shows the "under construction" page for now.
const SCREENS: ScreenRoute[] = [
  // Follow-up comes with the mentoring work.
  { path: 'perfil/:id/acompanhamento', titleKey: 'pages.followUp', capability: 'profile' },
  {
    path: 'colaboradores',
    titleKey: 'pages.collaborators',
    capability: 'collaborators',
    element: <CollaboratorsPage />,
  },
  {
    path: 'base-de-talentos',
    titleKey: 'pages.talentBase',
    capability: 'talentBase',
    segment: 'base-de-talentos',
    element: <TalentBasePage />,
  },
  {
    path: 'base-de-alunos',
    titleKey: 'pages.talentBase',
    capability: 'talentBase',
    segment: 'base-de-alunos',
    element: <TalentBasePage />,
  },
  {
    path: 'base-de-alunos/:id/editar-aluno',
    titleKey: 'pages.editStudent',
    capability: 'talentBase',
    segment: 'base-de-alunos',
    element: <StudentEditPage />,
  },
  { path: 'cursos-e-trilhas', titleKey: 'pages.coursesAndTrails', capability: 'coursesAndTrails' },
  { path: 'cursos-e-inscricoes', titleKey: 'pages.coursesAndEnrolments', capability: 'courseManagement' },
  { path: 'cursos-e-inscricoes/:courseId', titleKey: 'pages.course', capability: 'courseManagement' },
  { path: 'cursos-e-inscricoes/:courseId/inscricoes', titleKey: 'pages.enrolments', capability: 'courseManagement' },
  { path: 'cursos-e-inscricoes/:courseId/favoritos', titleKey: 'pages.favourites', capability: 'courseManagement' },
  {
    path: 'empresas',
    titleKey: 'pages.registerCompany',
    capability: 'registerCompany',
    element: <RegisterCompanyPage />,
  },
  {
    path: 'empresas/cadastradas',
    titleKey: 'pages.registeredCompanies',
    capability: 'companies',
    element: <CompaniesListPage />,
  },
  {
    path: 'mentorias',
    titleKey: 'pages.mentoring',
    capability: 'mentoring',
    load: async () => (await import('@/features/mentoring/routes/my-mentoring-page')).MyMentoringPage,
  },
  { path: 'mentorias/acompanhamento-talento', titleKey: 'pages.talentFollowUp', capability: 'mentoring' },
  {
    path: 'mentoria-de-talentos',
    titleKey: 'pages.talentMentoring',
    capability: 'talentMentoring',
    load: async () => (await import('@/features/mentoring/routes/talent-mentoring-page')).TalentMentoringPage,
  },
  {
    path: 'solicitacao-de-mentorias',
    titleKey: 'pages.mentoringRequests',
    capability: 'mentoringRequests',
    load: loadRequestsPage,
  },
  {
    path: 'solicitacao-de-mentorias/concluidas',
    titleKey: 'pages.completed',
    capability: 'mentoringRequests',
    load: loadRequestsPage,
  },
  { path: 'usuarios', titleKey: 'pages.users', capability: 'users', element: <UsersListPage /> },
  {
    path: 'usuarios/cadastrar-usuario',
    titleKey: 'pages.registerUser',
    capability: 'users',
    element: <RegisterUserPage />,
  },
  { path: 'usuarios/:id/editar-usuario', titleKey: 'pages.editUser', capability: 'users', element: <EditUserPage /> },
  { path: 'quiz', titleKey: 'pages.quiz', capability: 'quiz' },
  { path: 'analise', titleKey: 'pages.analytics', capability: 'analytics' },
  { path: 'ajuda-rs', titleKey: 'pages.help', capability: 'help' },
];

function screenRoute({ path, titleKey, capability, segment, element, load }: ScreenRoute): RouteObject {
  const handle: RouteHandle = { titleKey, capability };
  if (load) return { path, handle, lazy: async () => ({ Component: await load() }) };
  const page = element ?? <ConstructionPage />;
  return {
    path,
    handle,
    element: segment ? (
      <RequireTenantSegment segment={segment} fallback={<NotFoundPage />}>
        {page}
      </RequireTenantSegment>
    ) : (
      page
    ),
  };
}

const notFoundHandle: RouteHandle = { titleKey: 'pages.notFound' };
const homeHandle: RouteHandle = { titleKey: 'pages.home', capability: 'home' };

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to="/plataforma/home" replace /> },
      {
        element: <PublicLayout />,
        children: [
          { path: 'acesso', element: <Navigate to="/acesso/login" replace /> },
          { path: 'acesso/login', element: <LoginPage /> },
          { path: 'acesso/esqueceu-senha', element: <ForgotPasswordPage /> },
          { path: 'acesso/redefinir-senha', element: <ResetPasswordPage /> },
          { path: 'acesso/verificar-email', element: <VerifyEmailPage /> },
          { path: 'termos-de-uso', element: <TermsPage /> },
          { path: '*', handle: notFoundHandle, element: <NotFoundPage /> },
        ],
      },
      {
        path: 'plataforma',
        element: <RequireSession />,
        children: [
          {
            element: <PlatformLayout />,
            children: [
              {
                element: <RequireCapability />,
                children: [
                  { index: true, element: <Navigate to="/plataforma/home" replace /> },
                  { path: 'home', handle: homeHandle, element: <HomePage /> },
                  profileRoute,
                  ...SCREENS.map(screenRoute),
                  { path: '*', handle: notFoundHandle, element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]);

// Modals sit outside the routes, so leaving a screen because of a 401/403 must close them too.
setApiNavigator({
  toLogin: () => {
    modals.closeAll();
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    void router.navigate('/acesso/login', { replace: true, state: { from: router.state.location } });
  },
  toHome: () => {
    modals.closeAll();
    void router.navigate('/plataforma/home', { replace: true });
  },
  toVerifyEmail: () => {
    modals.closeAll();
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    void router.navigate('/acesso/verificar-email', { replace: true });
  },
});
