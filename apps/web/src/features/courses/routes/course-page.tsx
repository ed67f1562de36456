import { Alert, Anchor, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { isApiError } from '@/lib/api-client';
import { useBreadcrumbTrail } from '@/lib/breadcrumb-trail';
import { useDocumentTitle } from '@/lib/document-title';
import { useCurrentSession } from '@/lib/session';
import { courseQuery } from '../api/courses-api.ts';
import { ClassesSection } from '../components/classes-section.tsx';
import { COURSE_ADMIN_PATH } from '../components/course-card.tsx';
import { CourseForm } from '../components/course-form.tsx';
import { CourseStatusBadge } from '../components/course-labels.tsx';
import { EnrolmentsTab } from '../components/enrolments-tab.tsx';
import { FavouritesTab } from '../components/favourites-tab.tsx';

/** Spec §2: cursos-e-inscricoes/{courseId} with tabs Curso, inscricoes and favoritos (each its own address). */
const TABS = [
  { value: 'course', segment: '', titleKey: 'pages.course' },
  { value: 'enrolments', segment: '/inscricoes', titleKey: 'pages.enrolments' },
  { value: 'favourites', segment: '/favoritos', titleKey: 'pages.favourites' },
] as const;

/**
 * The course edit tabs (spec §6 "Course edit tabs: Admin"): the course and its classes, Gerenciar
 * Inscrições and Favoritos, under the course's name and the way back to the course list.
 */
export function CoursePage() {
  const { t } = useTranslation();
  const { courseId: param = '' } = useParams();
  const { pathname } = useLocation();
  const session = useCurrentSession();
  const formHeadingId = useId();
  const courseId = /^\d{1,10}$/.test(param) ? Number(param) : null;
  const course = useQuery({ ...courseQuery(courseId ?? 0), enabled: courseId !== null });
  const base = `${COURSE_ADMIN_PATH}/${param}`;
  const tab = TABS.find((entry) => entry.segment !== '' && pathname.startsWith(`${base}${entry.segment}`)) ?? TABS[0];
  const listTitle = t('pages.coursesAndEnrolments');
  const name = course.data?.name;
  useDocumentTitle(name ? `${t(tab.titleKey)} · ${name}` : t(tab.titleKey));
  useBreadcrumbTrail(
    name ? [{ label: listTitle, to: COURSE_ADMIN_PATH }, { label: name, to: base }, { label: t(tab.titleKey) }] : null,
  );

  const back = (
    <Anchor component={Link} to={COURSE_ADMIN_PATH} size="sm" fw={500}>
      <Group component="span" gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('courses.course.back')}
      </Group>
    </Anchor>
  );

  if (courseId !== null && course.isPending) return <PageLoader />;
  const notFound =
    courseId === null || (course.isError && isApiError(course.error) && [400, 404].includes(course.error.status));
  if (notFound) {
    return (
      <Stack gap="md" align="flex-start" data-course-not-found>
        {back}
        <Title order={1}>{t('courses.course.notFoundTitle')}</Title>
        <Text c="dimmed">{t('courses.course.notFoundBody')}</Text>
        <Button component={Link} to={COURSE_ADMIN_PATH} variant="light">
          {listTitle}
        </Button>
      </Stack>
    );
  }
  if (course.isError || !course.data) {
    return (
      <Stack gap="md">
        {back}
        <Title order={1}>{t(tab.titleKey)}</Title>
        <Alert color="red" role="alert">
          {t('courses.course.loadFailed')}
        </Alert>
      </Stack>
    );
  }

  const data = course.data;
  const showTabs = session.permissions.screenTabs.includes('courseEdit');
  return (
    <Stack gap="lg">
      {back}
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {data.name}
        </Title>
        <CourseStatusBadge status={data.status} />
      </Group>
      {showTabs ? (
        <Tabs value={tab.value} activateTabWithKeyboard={false} keepMounted={false}>
          <Tabs.List
            aria-label={t('courses.course.tabsLabel')}
            style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' }}
          >
            {TABS.map((entry) => (
              <Tabs.Tab
                key={entry.value}
                value={entry.value}
                style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                {...{
                  renderRoot: (props: Record<string, unknown>) => <Link {...props} to={`${base}${entry.segment}`} />,
                }}
              >
                {t(entry.titleKey)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={tab.value} pt="lg">
            {tab.value === 'course' ? (
              <Stack gap="lg">
                <Paper withBorder radius="md" p="md" component="section" aria-labelledby={formHeadingId}>
                  <Stack gap="md">
                    <Title order={2} size="h4" id={formHeadingId}>
                      {t('courses.form.title')}
                    </Title>
                    <CourseForm key={`${data.id}:${data.updatedAt}`} course={data} />
                  </Stack>
                </Paper>
                <ClassesSection courseId={data.id} />
              </Stack>
            ) : tab.value === 'enrolments' ? (
              <EnrolmentsTab course={data} />
            ) : (
              <FavouritesTab course={data} />
            )}
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Text>{t('courses.course.loadFailed')}</Text>
      )}
    </Stack>
  );
}
