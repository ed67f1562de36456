import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.notFound'));
  return (
    <Stack gap="md" align="flex-start" data-not-found>
      <Title order={1} size="h2">
        {t('pages.notFound')}
      </Title>
      <Text c="dimmed">{t('notFound.body')}</Text>
      <Button component={Link} to="/plataforma/home">
        {t('common.goHome')}
      </Button>
    </Stack>
  );
}
