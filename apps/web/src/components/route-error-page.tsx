import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Last resort when a screen throws while rendering: say so and offer a way out instead of a blank page. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Center component="main" id="main-content" mih="100vh" p="md">
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1} size="h2">
          {t('errors.unexpected')}
        </Title>
        <Text c="dimmed">{t('errors.crashed')}</Text>
        <Button component="a" href="/plataforma/home">
          {t('common.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}
