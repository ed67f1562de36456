import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteHandle } from '@/lib/route-handle';
import { useVocabularyT } from '@/lib/use-vocabulary';

/** Home > current page (spec §2: the desktop header is a breadcrumb header). */
export function AppBreadcrumbs() {
  const { t } = useTranslation();
  const vt = useVocabularyT();
  const handle = useRouteHandle();
  const isHome = !handle || handle.titleKey === 'pages.home';
  return (
    <nav aria-label={t('shell.breadcrumb')} style={{ minWidth: 0 }}>
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'nowrap' } }}>
        {isHome ? (
          <Text size="sm" fw={600} aria-current="page">
            {t('pages.home')}
          </Text>
        ) : (
          [
            <Anchor key="home" component={Link} to="/plataforma/home" size="sm" c="gray.8">
              {t('pages.home')}
            </Anchor>,
            <Text key="current" size="sm" fw={600} aria-current="page" truncate>
              {vt(handle.titleKey)}
            </Text>,
          ]
        )}
      </Breadcrumbs>
    </nav>
  );
}
