import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { LinkTabs } from '@/components/link-tabs';
import { PageLoader } from '@/components/page-loader';
import { SectionCard } from '@/components/section-card';
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

  const back = <BackLink to={COURSE_ADMIN_PATH}>{t('courses.course.back')}</BackLink>;

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
        <LinkTabs
          value={tab.value}
          label={t('courses.course.tabsLabel')}
          tabs={TABS.map((entry) => ({ value: entry.value, to: `${base}${entry.segment}`, title: t(entry.titleKey) }))}
        >
          {tab.value === 'course' ? (
            <Stack gap="lg">
              <SectionCard gap="md" title={t('courses.form.title')}>
                <CourseForm key={`${data.id}:${data.updatedAt}`} course={data} />
              </SectionCard>
              <ClassesSection courseId={data.id} />
            </Stack>
          ) : tab.value === 'enrolments' ? (
            <EnrolmentsTab course={data} />
          ) : (
            <FavouritesTab course={data} />
          )}
        </LinkTabs>
      ) : (
        <Text>{t('courses.course.loadFailed')}</Text>
      )}
    </Stack>
  );
}
