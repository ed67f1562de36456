import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/lib/session';

/**
 * The way out of a public page that is reachable signed in or not (terms, a certificate): home for
 * someone signed in, the login otherwise.
 */
export function WayBackLink() {
  const { t } = useTranslation();
  const session = useSession();
  return session.data ? (
    <Anchor component={Link} to="/plataforma/home" size="sm">
      {t('common.goHome')}
    </Anchor>
  ) : (
    <Anchor component={Link} to="/acesso/login" size="sm">
      {t('auth.forgot.backToLogin')}
    </Anchor>
  );
}
