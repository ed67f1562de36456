import { Alert, Button, Stack, Tabs, Text, Title } from '@mantine/core';
import { PROFILE_TAB_SEGMENTS, PROFILE_TABS, type ProfileTab } from '@ponte/shared/permissions';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useParams, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { PageLoader } from '@/components/page-loader';
import { isApiError } from '@/lib/api-client';
import { profileSummaryQuery, profileTabHref } from '../api/profile-api.ts';
import { type ProfileContextValue, ProfileProvider } from '../components/profile-context.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';

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
      <Text c="gray.8">{t('profile.notFoundBody')}</Text>
      <Button component={Link} to="/plataforma/home">
        {t('common.goHome')}
      </Button>
    </Stack>
  );
}

/**
 * Spec §2 profile: the header and the tabs the matrix allows for the owner's role, around the tab
 * the address names. `?view=readonly`, or a viewer who may not edit, turns every form read-only.
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

  const tabs = PROFILE_TABS.filter((tab) => context.summary.tabs.includes(tab));
  const firstAllowed = tabs.find((tab) => tab !== 'followUp');
  if (current === null || !tabs.includes(current)) {
    if (!firstAllowed) return <ProfileNotFound />;
    return <Navigate to={profileTabHref(id, PROFILE_TAB_SEGMENTS[firstAllowed], readOnlyQuery)} replace />;
  }

  return (
    <ProfileProvider value={context}>
      <Stack gap="lg">
        <ProfileHeader summary={context.summary} readOnly={context.readOnly} />
        {context.readOnly && (
          <Alert color="gray" variant="light" icon={<IconEye size={18} aria-hidden />} data-readonly-notice>
            {t('profile.readOnlyNotice')}
          </Alert>
        )}
        {/* Tabs are links: each is its own address, so Enter or a click navigates and arrows move between them. */}
        <Tabs value={current} activateTabWithKeyboard={false} keepMounted={false}>
          <Tabs.List aria-label={t('profile.tabsLabel')} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            {tabs.map((tab) => (
              <Tabs.Tab
                key={tab}
                value={tab}
                style={{ whiteSpace: 'nowrap' }}
                {...{
                  renderRoot: (props: Record<string, unknown>) => (
                    <Link {...props} to={profileTabHref(id, PROFILE_TAB_SEGMENTS[tab], readOnlyQuery)} />
                  ),
                }}
              >
                {t(`pages.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={current} pt="lg" data-profile-read-only={context.readOnly || undefined}>
            <Outlet />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </ProfileProvider>
  );
}
