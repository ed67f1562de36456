import { Button, Center, Loader, MantineProvider, Stack, Text } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageModal } from '@/features/language/components/language-modal';
import { LANGUAGE_MODAL } from '@/lib/language-modal';
import { TenantProvider, tenantQueryOptions } from '@/lib/tenant';
import { queryClient } from './query-client.ts';
import { accessibleCssVariables, createTenantTheme } from './theme.ts';

const contextModals = { [LANGUAGE_MODAL]: LanguageModal } as const;

declare module '@mantine/modals' {
  export interface MantineModalsOverride {
    modals: typeof contextModals;
  }
}

function setFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.type = 'image/svg+xml';
  link.href = href;
}

/** Nothing tenant-specific renders until the tenant of this host is known: colours, logo and wording depend on it. */
function TenantGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const tenant = useQuery(tenantQueryOptions);
  const theme = useMemo(() => createTenantTheme(tenant.data ?? null), [tenant.data]);

  useEffect(() => {
    if (!tenant.data) return;
    setFavicon(tenant.data.logoUrl);
  }, [tenant.data]);

  if (!tenant.data) {
    return (
      <MantineProvider theme={theme} cssVariablesResolver={accessibleCssVariables}>
        <Center component="main" mih="100vh" p="md">
          {tenant.isError ? (
            <Stack align="center" role="alert">
              <Text>{t('errors.unavailable')}</Text>
              <Button onClick={() => void tenant.refetch()}>{t('common.retry')}</Button>
            </Stack>
          ) : (
            <Loader role="status" aria-label={t('common.loading')} />
          )}
        </Center>
      </MantineProvider>
    );
  }

  return (
    <MantineProvider theme={theme} cssVariablesResolver={accessibleCssVariables}>
      <TenantProvider tenant={tenant.data}>
        <Notifications position="top-right" />
        <ModalsProvider
          modals={contextModals}
          labels={{ confirm: t('common.confirm'), cancel: t('common.cancel') }}
          modalProps={{ closeButtonProps: { 'aria-label': t('common.close') } }}
        >
          {children}
        </ModalsProvider>
      </TenantProvider>
    </MantineProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TenantGate>{children}</TenantGate>
    </QueryClientProvider>
  );
}
