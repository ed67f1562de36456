import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/**
 * Screens are chunks loaded on their first visit: while one is on its way the current screen stays,
 * and this spinner in the header says the click was taken.
 */
export function NavigationPending() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return <Loader size="xs" role="status" aria-label={t('common.loading')} data-navigation-pending />;
}
