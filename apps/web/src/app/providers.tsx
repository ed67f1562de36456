import { Button, Center, Loader, localStorageColorSchemeManager, MantineProvider, Stack, Text } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationsHost } from '@/components/notifications-host';
import { TenantProvider, tenantQueryOptions } from '@/lib/tenant';
import { queryClient } from './query-client.ts';
import { accessibleCssVariables, createTenantTheme } from './theme.ts';

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

/**
 * The colour scheme (ADR 0049): the system's until the person picks one in the profile menu, then theirs,
 * kept on this device (per tenant address: localStorage belongs to the host). index.html's script reads
 * the same key before React renders, so the first paint already has the right scheme.
 */
export const COLOR_SCHEME_KEY = 'ponte-color-scheme';
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
const schemeProps = { defaultColorScheme: 'auto', colorSchemeManager } as const;

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
      <MantineProvider theme={theme} cssVariablesResolver={accessibleCssVariables} {...schemeProps}>
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
    <MantineProvider theme={theme} cssVariablesResolver={accessibleCssVariables} {...schemeProps}>
      <TenantProvider tenant={tenant.data}>
        <NotificationsHost />
        {/* Modals are opened only inside the platform: its layout (a chunk of its own) holds their provider. */}
        {children}
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
