import { Navigate, type RouteObject } from 'react-router';
import { RequireTenantSegment } from '@/components/require-tenant-segment';
import { loadNamespaces } from '@/lib/i18n';
import type { RouteHandle } from '@/lib/route-handle';
import { lazyPage, loadNotFoundPage } from './lazy-page.ts';
import { HOME_SCREEN, PROFILE_LAYOUT, PROFILE_TABS, SCREENS, type Screen } from './screens.ts';

const constructionPage = lazyPage(
  async () => (await import('@/features/placeholder/routes/construction-page')).ConstructionPage,
);

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

/** The screens under /plataforma, each behind its capability (app/platform.tsx puts them in the shell). */
export const SCREEN_ROUTES: RouteObject[] = [
  screenRoute(HOME_SCREEN),
  profileRoute,
  ...SCREENS.map(screenRoute),
  { path: '*', handle: notFoundHandle, ...lazyPage(loadNotFoundPage) },
];
