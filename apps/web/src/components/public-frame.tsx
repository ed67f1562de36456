import { Box, Center, Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicLink } from '@/lib/public-navigation';
import { PublicLanguageMenu } from './public-language-menu.tsx';
import { TenantLogo } from './tenant-logo.tsx';

/**
 * The centred card with the tenant's logo that every page outside the platform uses: the router's
 * public layout (public-layout.tsx) and the sign-in page opened first (app/sign-in-app.tsx).
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('shell.skipToContent')}
      </a>
      <Center component="main" id="main-content" tabIndex={-1} mih="100vh" p="md">
        <Box w="100%" maw={440}>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', xs: 'xl' }}>
            <Stack gap="lg">
              <Center>
                <TenantLogo height={48} />
              </Center>
              {children}
            </Stack>
          </Paper>
          <Group justify="space-between" mt="sm" px="xs">
            <PublicLink to="/termos-de-uso" size="sm" c="dimmed">
              {t('shell.terms')}
            </PublicLink>
            <PublicLanguageMenu />
          </Group>
        </Box>
      </Center>
    </>
  );
}
