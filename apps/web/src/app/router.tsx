import { modals } from '@mantine/modals';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { PublicLayout } from '@/components/public-layout';
import { RequireCapability } from '@/components/require-capability';
import { RequireSession } from '@/components/require-session';
import { RequireTenantSegment } from '@/components/require-tenant-segment';
import { RouteErrorPage } from '@/components/route-error-page';
import { LoginPage } from '@/features/auth/routes/login-page';
import { ConstructionPage } from '@/features/placeholder/routes/construction-page';
import { NotFoundPage } from '@/features/placeholder/routes/not-found-page';
import { PlatformLayout } from '@/features/shell/routes/platform-layout';
import { setApiNavigator } from '@/lib/api-client';
import type { RouteHandle } from '@/lib/route-handle';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { queryClient } from './query-client.ts';
import { HOME_SCREEN, PROFILE_LAYOUT, PROFILE_TABS, SCREENS, type Screen } from './screens.ts';

/** A route whose component arrives in its own chunk when the route is first visited. */
function lazyPage(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

const profileRoute: RouteObject = {
  path: 'perfil/:id',
  ...lazyPage(PROFILE_LAYOUT),
  children: [
    { index: true, element: <Navigate to="informacoes-pessoais" replace /> },
    ...PROFILE_TABS.map(({ path, titleKey, load }) => ({
      path,
      handle: { titleKey, capability: 'profile' } satisfies RouteHandle,
      ...(load ? lazyPage(load) : { element: <ConstructionPage /> }),
    })),
  ],
};

function screenRoute({ path, titleKey, capability, segment, load }: Screen): RouteObject {
  const handle: RouteHandle = { titleKey, capability };
  if (!load) return { path, handle, element: <ConstructionPage /> };
  if (!segment) return { path, handle, ...lazyPage(load) };
  // The talent base lives at one segment per tenant: the other one is a 404 there.
  return {
    path,
    handle,
    lazy: async () => {
      const Page = await load();
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
        element: <PublicLayout />,
        children: [
          { path: 'acesso', element: <Navigate to="/acesso/login" replace /> },
          { path: 'acesso/login', element: <LoginPage /> },
          {
            path: 'acesso/esqueceu-senha',
            ...lazyPage(async () => (await import('@/features/auth/routes/forgot-password-page')).ForgotPasswordPage),
          },
          {
            path: 'acesso/redefinir-senha',
            ...lazyPage(async () => (await import('@/features/auth/routes/reset-password-page')).ResetPasswordPage),
          },
          {
            path: 'acesso/verificar-email',
            ...lazyPage(async () => (await import('@/features/auth/routes/verify-email-page')).VerifyEmailPage),
          },
          {
            path: 'termos-de-uso',
            ...lazyPage(async () => (await import('@/features/terms/routes/terms-page')).TermsPage),
          },
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
                  screenRoute(HOME_SCREEN),
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
