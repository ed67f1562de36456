import {
  Alert,
  Anchor,
  Card,
  Checkbox,
  Group,
  Paper,
  Progress,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  COURSE_MODALITIES,
  COURSE_STATUSES,
  type Course,
  type CourseSort,
  type Trail,
} from '@ponte/shared/courses.schema';
import { IconCheck, IconLock, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CardGrid, CardList, ListCard } from '@/components/card-list';
import { FilterSelect } from '@/components/filter-select';
import { ListBody } from '@/components/list-body';
import { ListFilterBar } from '@/components/list-filter-bar';
import { PageLoader } from '@/components/page-loader';
import { PagedList } from '@/components/paged-list';
import { SortSelect } from '@/components/sort-select';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDate } from '@/lib/format';
import { FILLED, SURFACE, TEXT } from '@/lib/semantic-colours';
import { useCan, useCurrentSession } from '@/lib/session';
import { useEnumData } from '@/lib/use-enum-data';
import { personCoursesQuery, trailsQuery } from '../api/courses-api.ts';
import { CertificateLine } from '../components/certificate-line.tsx';
import { CourseCard } from '../components/course-card.tsx';
import { CourseDetailsModal } from '../components/course-details-modal.tsx';
import { className, EnrolmentStatusBadge, periodText, useOptionItems } from '../components/course-labels.tsx';
import { CourseQuizzes } from '../components/course-quizzes.tsx';
import { useCourseList } from '../components/use-course-list.ts';

const PATH = '/plataforma/cursos-e-trilhas';
const TABS = { catalogue: 'catalogo', mine: 'meus-cursos', trails: 'trilhas' } as const;
type TabKey = keyof typeof TABS;
const LIST_KEYS = [
  'q',
  'area',
  'modality',
  'hasOpenClass',
  'favourite',
  'status',
  'sort',
  'order',
  'cursor',
  'limit',
] as const;

/**
 * /plataforma/cursos-e-trilhas (issue 13 §2): the catalogue (cards, search and filters in the address),
 * "Meus cursos" (the caller's enrolments) and "Trilhas" (steps, locks, progress). The tab is `?aba=`.
 */
export function CoursesAndTrailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const title = t('pages.coursesAndTrails');
  const aba = params.get('aba');
  const tab: TabKey = aba === TABS.mine ? 'mine' : aba === TABS.trails ? 'trails' : 'catalogue';
  useDocumentTitle(tab === 'catalogue' ? title : `${t(`courses.screens.tabs.${tab}`)} · ${title}`);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('courses.screens.intro')}</Text>
      </Stack>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (value && value !== tab) navigate({ search: value === 'catalogue' ? '' : `aba=${TABS[value as TabKey]}` });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('courses.screens.tabsLabel')}>
          {(Object.keys(TABS) as TabKey[]).map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`courses.screens.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="catalogue" pt="lg">
          <Catalogue />
        </Tabs.Panel>
        <Tabs.Panel value="mine" pt="lg">
          <MyCourses />
        </Tabs.Panel>
        <Tabs.Panel value="trails" pt="lg">
          <Trails />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function Catalogue() {
  const { t } = useTranslation();
  const can = useCan();
  const { query, update, sortBy, search, list, courses, paged } = useCourseList(LIST_KEYS);
  const areas = useOptionItems('MENTOR_AREA');
  const modalities = useEnumData(COURSE_MODALITIES);
  const statuses = useEnumData(COURSE_STATUSES);
  const [details, setDetails] = useState<Course | null>(null);
  const admin = list.data?.canCreate ?? false;
  const areaLabel = (id: number | null) => (id === null ? null : areas.label(id));
  // The cards' facts, sortable both ways (cards have no headers to click); the status only where it shows.
  const sortColumns: { value: CourseSort; label: string }[] = [
    { value: 'name', label: t('courses.catalogue.name') },
    ...(admin ? [{ value: 'status' as const, label: t('courses.catalogue.status') }] : []),
    { value: 'area', label: t('courses.catalogue.area') },
    { value: 'modality', label: t('courses.catalogue.modality') },
    { value: 'workload', label: t('courses.catalogue.workloadLabel') },
    { value: 'createdAt', label: t('courses.catalogue.created') },
  ];
  // The modal follows the list: a star toggled there shows on the card too.
  const shown = details ? (courses.find((c) => c.id === details.id) ?? details) : null;

  return (
    <Stack gap="md">
      <ListFilterBar
        search={search}
        label={t('courses.catalogue.search')}
        placeholder={t('courses.catalogue.searchPlaceholder')}
      >
        <FilterSelect
          label={t('courses.catalogue.area')}
          allLabel={t('courses.catalogue.allAreas')}
          data={areas.data}
          value={query.area}
          onChange={(value) => update({ area: value })}
          style={{ flex: '1 1 180px' }}
        />
        <FilterSelect
          label={t('courses.catalogue.modality')}
          allLabel={t('courses.catalogue.allModalities')}
          data={modalities}
          value={query.modality}
          onChange={(value) => update({ modality: value })}
          // Room for "Todas las modalidades" whole; below that the row wraps instead of cutting it.
          style={{ flex: '1 1 220px' }}
        />
        {admin ? (
          <FilterSelect
            label={t('courses.catalogue.status')}
            allLabel={t('courses.catalogue.allStatuses')}
            data={statuses}
            value={query.status}
            onChange={(value) => update({ status: value })}
            style={{ flex: '1 1 220px' }}
          />
        ) : null}
        <SortSelect columns={sortColumns} query={query} sortBy={sortBy} />
      </ListFilterBar>
      <Group gap="lg">
        <Checkbox
          label={t('courses.catalogue.openOnly')}
          checked={query.hasOpenClass === 'true'}
          onChange={(event) => update({ hasOpenClass: event.currentTarget.checked ? 'true' : null })}
        />
        <Checkbox
          label={t('courses.catalogue.favouritesOnly')}
          checked={query.favourite === 'true'}
          onChange={(event) => update({ favourite: event.currentTarget.checked ? 'true' : null })}
        />
      </Group>

      <PagedList {...paged} errorText={t('courses.catalogue.loadFailed')} emptyText={t('courses.catalogue.empty')}>
        <CardGrid label={t('courses.catalogue.caption')}>
          {courses.map((course) => (
            <li key={course.id}>
              <CourseCard
                course={course}
                areaLabel={areaLabel}
                onDetails={setDetails}
                canManage={can('courseManagement')}
              />
            </li>
          ))}
        </CardGrid>
      </PagedList>
      {shown ? <CourseDetailsModal course={shown} areaLabel={areaLabel} onClose={() => setDetails(null)} /> : null}
    </Stack>
  );
}

function MyCourses() {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const mine = useQuery(personCoursesQuery(session.publicId));
  const items = mine.data?.items ?? [];
  return (
    <ListBody
      isPending={mine.isPending}
      isError={mine.isError}
      isEmpty={items.length === 0}
      errorText={t('courses.mine.loadFailed')}
      emptyText={t('courses.mine.empty')}
    >
      <CardList label={t('courses.mine.caption')}>
        {items.map((e) => {
          const period = periodText(e.classe.startDate, e.classe.endDate);
          return (
            <Paper key={e.id} withBorder radius="md" p="md" component="li" data-my-course={e.course.id}>
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                    {e.course.name}
                  </Title>
                  <Text size="sm">{className(e.classe)}</Text>
                  {period ? (
                    <Text size="sm" c="dimmed">
                      {t('courses.mine.period')}: {period}
                    </Text>
                  ) : null}
                  <Text size="sm" c="dimmed">
                    {t('courses.mine.since', { date: formatDate(e.since) })}
                  </Text>
                  {e.certificate ? <CertificateLine certificate={e.certificate} /> : null}
                  <CourseQuizzes courseId={e.course.id} />
                </Stack>
                <EnrolmentStatusBadge status={e.status} />
              </Group>
            </Paper>
          );
        })}
      </CardList>
      <Anchor component={Link} to={PATH} size="sm" mt="sm" display="inline-block">
        {t('courses.mine.toCatalogue')}
      </Anchor>
    </ListBody>
  );
}

function Trails() {
  const { t } = useTranslation();
  const trails = useQuery(trailsQuery);
  if (trails.isPending) return <PageLoader />;
  if (trails.isError) {
    return (
      <Alert color="red" role="alert">
        {t('courses.trails.loadFailed')}
      </Alert>
    );
  }
  if (trails.data.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text ta="center" c="dimmed" role="status">
          {t('courses.trails.empty')}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="lg">
      {trails.data.map((trail) => (
        <TrailCard key={trail.id} trail={trail} />
      ))}
    </Stack>
  );
}

function TrailCard({ trail }: { trail: Trail }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { completedSteps, totalSteps, percent } = trail.progress;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId} data-trail={trail.id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {trail.name}
        </Title>
        {trail.description ? <Text size="sm">{trail.description}</Text> : null}
        <Stack gap={4}>
          <Progress value={percent} size="lg" aria-label={t('courses.trails.progressLabel', { name: trail.name })} />
          <Text size="sm" fw={600}>
            {t('courses.trails.progress', { done: completedSteps, total: totalSteps })} ({percent}%)
          </Text>
          {trail.enforceOrder ? (
            <Text size="xs" c="dimmed">
              {t('courses.trails.ordered')}
            </Text>
          ) : null}
        </Stack>
        <CardList gap="xs" ordered>
          {trail.steps.map((step) => {
            const state = step.done ? 'done' : step.locked ? 'locked' : 'open';
            return (
              <ListCard key={step.position} data-step-state={state} bg={step.locked ? SURFACE.subtle : undefined}>
                <Group gap="sm" align="flex-start" wrap="nowrap">
                  <ThemeIcon
                    variant={step.done ? 'filled' : 'light'}
                    color={step.done ? FILLED.positive : step.locked ? TEXT.secondary : 'brand'}
                    radius="xl"
                    aria-hidden
                  >
                    {step.done ? (
                      <IconCheck size={16} />
                    ) : step.locked ? (
                      <IconLock size={16} />
                    ) : (
                      <IconPlayerPlay size={16} />
                    )}
                  </ThemeIcon>
                  <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                    <Text fw={600} size="sm">
                      {t('courses.trails.step', { position: step.position })} ·{' '}
                      {state === 'done'
                        ? t('courses.trails.stepDone')
                        : state === 'locked'
                          ? t('courses.trails.stepLocked')
                          : t('courses.trails.stepOpen')}
                    </Text>
                    {step.courses.map((course) => (
                      <Group key={course.id} gap="xs" wrap="wrap">
                        <Text size="sm">
                          {course.name}
                          {course.workloadHours
                            ? ` · ${t('courses.catalogue.workload', { hours: course.workloadHours })}`
                            : ''}
                        </Text>
                        {course.myStatus ? (
                          <EnrolmentStatusBadge status={course.myStatus} />
                        ) : (
                          <Text size="xs" c="dimmed">
                            {t('courses.trails.notEnrolled')}
                          </Text>
                        )}
                      </Group>
                    ))}
                  </Stack>
                </Group>
              </ListCard>
            );
          })}
        </CardList>
      </Stack>
    </Card>
  );
}
