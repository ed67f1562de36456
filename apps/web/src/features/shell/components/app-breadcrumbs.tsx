import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentBreadcrumbTrail } from '@/lib/breadcrumb-trail';
import { useRouteHandle } from '@/lib/route-handle';
import { useVocabularyT } from '@/lib/use-vocabulary';

/**
 * Home › … › current page (spec §2: the desktop header is a breadcrumb header). The steps between are
 * the current screen's own (lib/breadcrumb-trail.ts: a profile names the list it came from and the
 * person); without them, Home › page title.
 */
export function AppBreadcrumbs() {
  const { t } = useTranslation();
  const vt = useVocabularyT();
  const handle = useRouteHandle();
  const trail = useCurrentBreadcrumbTrail();
  const isHome = !trail && (!handle || handle.titleKey === 'pages.home');
  const steps = trail ?? (handle && !isHome ? [{ label: vt(handle.titleKey) }] : []);

  let items: ReactNode[];
  if (isHome) {
    items = [
      <Text key="current" size="sm" fw={600} aria-current="page">
        {t('pages.home')}
      </Text>,
    ];
  } else {
    items = [
      <Anchor key="home" component={Link} to="/plataforma/home" size="sm" c="dimmed">
        {t('pages.home')}
      </Anchor>,
      ...steps.map((step, index) => {
        const last = index === steps.length - 1;
        // A trail is replaced whole, never reordered: a step's place is its identity.
        const key = `${index}:${step.label}`;
        return step.to && !last ? (
          <Anchor key={key} component={Link} to={step.to} state={step.state} size="sm" c="dimmed" maw={240} truncate>
            {step.label}
          </Anchor>
        ) : (
          <Text key={key} size="sm" fw={600} aria-current={last ? 'page' : undefined} maw={240} truncate>
            {step.label}
          </Text>
        );
      }),
    ];
  }

  return (
    <nav aria-label={t('shell.breadcrumb')} style={{ minWidth: 0 }}>
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'nowrap' } }}>
        {items}
      </Breadcrumbs>
    </nav>
  );
}
