import { modals } from '@mantine/modals';
import { createBrowserRouter, Navigate } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { RequireSession } from '@/components/require-session';
import { RouteErrorPage } from '@/components/route-error-page';
import { setApiNavigator } from '@/lib/api-client';
import { PLATFORM_PART } from '@/lib/catalogue-parts';
import { loadNamespaces } from '@/lib/i18n';
import type { RouteHandle } from '@/lib/route-handle';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { lazyPage, loadNotFoundPage } from './lazy-page.ts';
import { queryClient } from './query-client.ts';

// Only the router, the guards and the error page are in the first download; every page (sign-in,
// "under construction" and "not found" included) and both layouts are chunks of their own, so the
// platform never downloads the sign-in form and the sign-in page none of the platform. The routes
// under /plataforma themselves (the screen table) are added on the first visit there.
const PLATFORM_ID = 'plataforma';
let platformRoutes: Promise<typeof import('./platform.tsx')['PLATFORM_ROUTES']> | undefined;
let platformPatched = false;

const notFoundHandle: RouteHandle = { titleKey: 'pages.notFound' };

export const router = createBrowserRouter(
  [
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
          id: PLATFORM_ID,
          path: 'plataforma',
          element: <RequireSession />,
          // Here rather than with the other routes: the router asks for those only on paths it cannot
          // match, and it matches this one.
          children: [{ index: true, element: <Navigate to="/plataforma/home" replace /> }],
        },
      ],
    },
  ],
  {
    // Called for a path no route matches, or one that only the public "not found" (a splat) matches:
    // every /plataforma path until its routes are here. Once they are, a path under it that still
    // matches nothing is the platform's own "not found".
    patchRoutesOnNavigation: async ({ path, patch, signal }) => {
      if (platformPatched || !/^\/plataforma(\/|$)/.test(path)) return;
      // The shell with its routes, and the texts only the platform reads (lib/catalogue-parts.ts).
      platformRoutes ??= Promise.all([import('./platform.tsx'), loadNamespaces([PLATFORM_PART])]).then(
        ([{ PLATFORM_ROUTES }]) => PLATFORM_ROUTES,
        (error: unknown) => {
          // Not there (offline, or a deploy replaced it): the next navigation asks again.
          platformRoutes = undefined;
          throw error;
        },
      );
      const PLATFORM_ROUTES = await platformRoutes;
      // An interrupted navigation's patch is ignored: the next one patches.
      if (signal.aborted) return;
      patch(PLATFORM_ID, PLATFORM_ROUTES);
      platformPatched = true;
    },
  },
);

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
