import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';
import { useSession } from '@/lib/session';

/** Reachable signed in (profile menu) or not (login footer); the way back depends on which. */
export function TermsPage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('terms.title'));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('terms.title')}
      </Title>
      <Text>{t('terms.body')}</Text>
      {session.data ? (
        <Anchor component={Link} to="/plataforma/home" size="sm">
          {t('common.goHome')}
        </Anchor>
      ) : (
        <Anchor component={Link} to="/acesso/login" size="sm">
          {t('auth.forgot.backToLogin')}
        </Anchor>
      )}
    </Stack>
  );
}
