import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WayBackLink } from '@/components/way-back-link';
import { useDocumentTitle } from '@/lib/document-title';

/** Reachable signed in (profile menu) or not (login footer); the way back depends on which. */
export function TermsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('terms.title'));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('terms.title')}
      </Title>
      <Text>{t('terms.body')}</Text>
      <WayBackLink />
    </Stack>
  );
}
