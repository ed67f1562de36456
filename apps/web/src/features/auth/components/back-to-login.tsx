import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to="/acesso/login"
      size="sm"
      ta="center"
      display="inline-flex"
      style={{ gap: 4, alignItems: 'center', alignSelf: 'center' }}
    >
      <IconArrowLeft size={16} aria-hidden />
      {t('auth.forgot.backToLogin')}
    </Anchor>
  );
}
