import { Alert, Button, Stack, Tabs, Text, Title } from '@mantine/core';
import { PROFILE_TAB_SEGMENTS, PROFILE_TABS, type ProfileTab } from '@ponte/shared/permissions';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useParams, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { PageLoader } from '@/components/page-loader';
import { useScrollingTabs } from '@/components/scrolling-tabs';
import { isApiError } from '@/lib/api-client';
import { profileSummaryQuery, profileTabHref } from '../api/profile-api.ts';
import { type ProfileContextValue, ProfileProvider } from '../components/profile-context.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { ProfileBackLink, useBackTarget, useProfileBreadcrumbs } from '../components/profile-navigation.tsx';

/** The spec keeps a second spelling of the personal-information address. */
const SEGMENT_ALIASES: Readonly<Record<string, ProfileTab>> = { 'informacoes-personais': 'personalInformation' };

function tabOfSegment(segment: string | undefined): ProfileTab | null {
  if (!segment) return null;
  const found = PROFILE_TABS.find((tab) => PROFILE_TAB_SEGMENTS[tab] === segment);
  return found ?? SEGMENT_ALIASES[segment] ?? null;
}

function ProfileNotFound() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start" data-profile-not-found>
      <Title order={1} size="h2">
        {t('profile.notFoundTitle')}
      </Title>
      <Text c="dimmed">{t('profile.notFoundBody')}</Text>
      <Button component={Link} to="/plataforma/home">
        {t('common.goHome')}
      </Button>
    </Stack>
  );
}

/**
 * Spec §2 profile: the way back to the list it was opened from, the header and the tabs the matrix
 * allows for the owner's role, around the tab the address names. `?view=readonly`, or a viewer who may
 * not edit, shows each tab as text instead of its forms (ADR 0035), said once by the banner.
 */
export function ProfileLayout() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const summary = useQuery(profileSummaryQuery(id));
  const readOnlyQuery = searchParams.get('view') === 'readonly';

  const segment = location.pathname.split('/').filter(Boolean)[3];
  const current = tabOfSegment(segment);

  const context = useMemo<ProfileContextValue | null>(
    () =>
      summary.data
        ? { summary: summary.data, readOnly: readOnlyQuery || !summary.data.access.canEdit, publicId: id }
        : null,
    [summary.data, readOnlyQuery, id],
  );

  // The follow-up tab shows where the spec's tab table puts it, and also when its address is opened (the
  // mentor's "Em andamento" card, a notification): there the timeline's own answer decides (ADR 0037 Web).
  const tabs = PROFILE_TABS.filter(
    (tab) => context?.summary.tabs.includes(tab) || (tab === 'followUp' && current === 'followUp'),
  );
  const firstAllowed = tabs.find((tab) => tab !== 'followUp');
  const shownTab = current !== null && tabs.includes(current) ? current : null;
  // Moving between tabs keeps the way back: every tab link carries the state the profile was opened with.
  const tabHref = (tab: ProfileTab) => profileTabHref(id, PROFILE_TAB_SEGMENTS[tab], readOnlyQuery);
  const back = useBackTarget(summary.data);
  useProfileBreadcrumbs({
    summary: summary.data,
    back,
    personHref: firstAllowed ? tabHref(firstAllowed) : null,
    tabLabel: shownTab ? t(`pages.${shownTab}`) : null,
  });
  const tabList = useScrollingTabs(shownTab);

  if (summary.isPending) return <PageLoader />;
  if (summary.isError) {
    const error = summary.error;
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return <ProfileNotFound />;
    return (
      <Stack gap="md">
        <Text>{t('profile.loadFailed')}</Text>
        <ApiErrorAlert error={error} />
      </Stack>
    );
  }
  if (!context) return <PageLoader />;

  if (shownTab === null) {
    if (!firstAllowed) return <ProfileNotFound />;
    return <Navigate to={tabHref(firstAllowed)} state={location.state} replace />;
  }

  return (
    <ProfileProvider value={context}>
      <Stack gap="lg">
        {back && <ProfileBackLink target={back} />}
        <ProfileHeader summary={context.summary} readOnly={context.readOnly} />
        {context.readOnly && shownTab !== 'followUp' && (
          <Alert color="gray" variant="light" icon={<IconEye size={18} aria-hidden />} data-readonly-notice>
            {t('profile.readOnlyNotice')}
          </Alert>
        )}
        {/* Tabs are links: each is its own address, so Enter or a click navigates and arrows move between them. */}
        <Tabs value={shownTab} activateTabWithKeyboard={false} keepMounted={false} style={{ minWidth: 0 }}>
          <Tabs.List
            ref={tabList.listRef}
            aria-label={t('profile.tabsLabel')}
            data-profile-tabs
            style={tabList.listStyle}
          >
            {tabs.map((tab) => (
              <Tabs.Tab
                key={tab}
                value={tab}
                style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                {...{
                  renderRoot: (props: Record<string, unknown>) => (
                    <Link {...props} to={tabHref(tab)} state={location.state} />
                  ),
                }}
              >
                {t(`pages.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={shownTab} pt="lg">
            <Outlet />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </ProfileProvider>
  );
}
