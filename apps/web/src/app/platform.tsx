import { Center, Loader } from '@mantine/core';
import { type ContextModalProps, ModalsProvider } from '@mantine/modals';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { RequireCapability } from '@/components/require-capability';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { PlatformLayout } from '@/features/shell/routes/platform-layout';
import { loadNamespaces } from '@/lib/i18n';
import { LANGUAGE_MODAL } from '@/lib/language-modal';
import { SCREEN_ROUTES } from './screen-routes.tsx';

const LanguageModalContent = lazy(async () => ({
  default: (await import('@/features/language/components/language-modal')).LanguageModal,
}));

/** The language modal's content loads when the modal is first opened. */
function LanguageModal(props: ContextModalProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Center p="md">
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        </Center>
      }
    >
      <LanguageModalContent {...props} />
    </Suspense>
  );
}

// The "?" drawer's content: the help feature's panel and its texts, fetched when the drawer first opens.
const HelpDrawerPanel = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/help/components/help-drawer-panel'),
    loadNamespaces(['help']),
  ]);
  return { default: module.HelpDrawerPanel };
});

const contextModals = { [LANGUAGE_MODAL]: LanguageModal } as const;

declare module '@mantine/modals' {
  export interface MantineModalsOverride {
    modals: typeof contextModals;
  }
}

/**
 * Everything under /plataforma: the shell, and the modals its screens open (only they open any, so
 * the modal manager arrives with this chunk, not with the sign-in page).
 */
export function Platform() {
  const { t } = useTranslation();
  return (
    <ModalsProvider
      modals={contextModals}
      labels={{ confirm: t('common.confirm'), cancel: t('common.cancel') }}
      modalProps={{ closeButtonProps: { 'aria-label': t('common.close') } }}
    >
      <PlatformLayout helpPanel={HelpDrawerPanel} />
      <UnsavedChangesGuard />
    </ModalsProvider>
  );
}

/**
 * The routes under /plataforma: the router adds them on the first visit there (router.tsx), so the
 * screen table, and the preload lists of its chunks, are not in the sign-in page's download.
 */
export const PLATFORM_ROUTES: RouteObject[] = [
  { Component: Platform, children: [{ element: <RequireCapability />, children: SCREEN_ROUTES }] },
];
