import { modals } from '@mantine/modals';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { RequireCapability } from '@/components/require-capability';
import { RequireSession } from '@/components/require-session';
import { RequireTenantSegment } from '@/components/require-tenant-segment';
import { RouteErrorPage } from '@/components/route-error-page';
import { setApiNavigator } from '@/lib/api-client';
import { type CataloguePart, PLATFORM_PART } from '@/lib/catalogue-parts';
import { loadNamespaces } from '@/lib/i18n';
import type { RouteHandle } from '@/lib/route-handle';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { queryClient } from './query-client.ts';
import { HOME_SCREEN, PROFILE_LAYOUT, PROFILE_TABS, SCREENS, type Screen } from './screens.ts';

/**
 * A route whose component arrives in its own chunk when the route is first visited, with the feature
 * texts it reads (lib/catalogue-parts.ts).
 */
function lazyPage(
  load: () => Promise<ComponentType>,
  texts: readonly CataloguePart[] = [],
): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await Promise.all([load(), loadNamespaces(texts)]))[0] }) };
}

// Only the router, the guards and the error page are in the first download; every page (sign-in,
// "under construction" and "not found" included) and both layouts are chunks of their own, so the
// platform never downloads the sign-in form and the sign-in page none of the platform.
const constructionPage = lazyPage(
  async () => (await import('@/features/placeholder/routes/construction-page')).ConstructionPage,
);
const loadNotFoundPage = async () => (await import('@/features/placeholder/routes/not-found-page')).NotFoundPage;

const profileRoute: RouteObject = {
  path: 'perfil/:id',
  ...lazyPage(PROFILE_LAYOUT),
  children: [
    { index: true, element: <Navigate to="informacoes-pessoais" replace /> },
    ...PROFILE_TABS.map(({ path, titleKey, load, texts }) => ({
      path,
      handle: { titleKey, capability: 'profile' } satisfies RouteHandle,
      ...(load ? lazyPage(load, texts) : constructionPage),
    })),
  ],
};

function screenRoute({ path, titleKey, capability, segment, load, texts = [] }: Screen): RouteObject {
  const handle: RouteHandle = { titleKey, capability };
  if (!load) return { path, handle, ...constructionPage };
  if (!segment) return { path, handle, ...lazyPage(load, texts) };
  // The talent base lives at one segment per tenant: the other one is a 404 there.
  return {
    path,
    handle,
    lazy: async () => {
      const [Page, NotFoundPage] = await Promise.all([load(), loadNotFoundPage(), loadNamespaces(texts)]);
      return {
        element: (
          <RequireTenantSegment segment={segment} fallback={<NotFoundPage />}>
            <Page />
          </RequireTenantSegment>
        ),
      };
    },
  };
}

const notFoundHandle: RouteHandle = { titleKey: 'pages.notFound' };

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    // Shown while the first screen's chunk arrives.
    HydrateFallback: PageLoader,
    children: [
      { index: true, element: <Navigate to="/plataforma/home" replace /> },
      {
        ...lazyPage(async () => (await import('@/components/public-layout')).PublicLayout),
        children: [
          { path: 'acesso', element: <Navigate to="/acesso/login" replace /> },
          {
            path: 'acesso/login',
            ...lazyPage(async () => (await import('@/features/auth/routes/login-page')).LoginPage),
          },
          {
            path: 'acesso/esqueceu-senha',
            ...lazyPage(async () => (await import('@/features/auth/routes/forgot-password-page')).ForgotPasswordPage),
          },
          {
            path: 'acesso/redefinir-senha',
            // Also the invitation's page, whose texts are the users feature's.
            ...lazyPage(
              async () => (await import('@/features/auth/routes/reset-password-page')).ResetPasswordPage,
              ['users'],
            ),
          },
          {
            path: 'acesso/verificar-email',
            ...lazyPage(async () => (await import('@/features/auth/routes/verify-email-page')).VerifyEmailPage),
          },
          {
            // Anyone verifies a certificate Ponte issued, signed in or not (issue 13 §3).
            path: 'certificados/:code',
            ...lazyPage(
              async () => (await import('@/features/courses/routes/certificate-page')).CertificatePage,
              ['courses'],
            ),
          },
          {
            path: 'termos-de-uso',
            ...lazyPage(async () => (await import('@/features/terms/routes/terms-page')).TermsPage),
          },
          { path: '*', handle: notFoundHandle, ...lazyPage(loadNotFoundPage) },
        ],
      },
      {
        path: 'plataforma',
        element: <RequireSession />,
        children: [
          {
            // The shell (header, sidebar, notifications, modals) is a chunk of its own too, and so are
            // the texts only the platform reads.
            ...lazyPage(async () => (await import('./platform.tsx')).Platform, [PLATFORM_PART]),
            children: [
              {
                element: <RequireCapability />,
                children: [
                  { index: true, element: <Navigate to="/plataforma/home" replace /> },
                  screenRoute(HOME_SCREEN),
                  profileRoute,
                  ...SCREENS.map(screenRoute),
                  { path: '*', handle: notFoundHandle, ...lazyPage(loadNotFoundPage) },
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
