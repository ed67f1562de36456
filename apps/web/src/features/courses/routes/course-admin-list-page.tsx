import { Anchor, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { COURSE_STATUSES, type Course, type CourseSort, ENROLMENT_STATUS_CODES } from '@ponte/shared/courses.schema';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CardList, ListCard } from '@/components/card-list';
import { DataTable } from '@/components/data-table';
import { FilterSelect } from '@/components/filter-select';
import { ListFilterBar } from '@/components/list-filter-bar';
import { PagedList } from '@/components/paged-list';
import { SortSelect } from '@/components/sort-select';
import { sortableHeaders } from '@/components/sortable-th';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDate } from '@/lib/format';
import { useIsMobile } from '@/lib/media';
import { useEnumData } from '@/lib/use-enum-data';
import { COURSE_ADMIN_PATH } from '../components/course-card.tsx';
import {
  CourseStatusBadge,
  enrolmentStatusLabel,
  modalityLabel,
  useOptionItems,
} from '../components/course-labels.tsx';
import { NewCourseModal } from '../components/new-course-modal.tsx';
import { useCourseList } from '../components/use-course-list.ts';

const LIST_KEYS = ['q', 'status', 'sort', 'order', 'cursor', 'limit'] as const;

/** "A 12 · I 3 · E 2 · C 40", each letter spelled out for whoever hears it. */
function StatusCounts({ course }: { course: Course }) {
  const { t } = useTranslation();
  const counts = course.counts;
  if (!counts) return null;
  return (
    <Group gap={6} wrap="wrap" aria-label={t('courses.admin.countsOf')} role="group" data-counts>
      {ENROLMENT_STATUS_CODES.map((status) => (
        <Text key={status} size="sm" span data-count={status} title={enrolmentStatusLabel(status)}>
          <span aria-hidden>{status}</span>
          <VisuallyHidden>{enrolmentStatusLabel(status)}</VisuallyHidden>{' '}
          <Text span fw={700} size="sm">
            {counts[status]}
          </Text>
        </Text>
      ))}
      <Text size="sm" span c="dimmed">
        = {counts.total}
      </Text>
    </Group>
  );
}

/**
 * /plataforma/cursos-e-inscricoes (Admin, from the manager submenu): every course of the tenant, drafts
 * and archived ones too, with its enrolments per status and the "new course" action; sorted by its
 * columns (a sort select on cards), by name unless asked otherwise (issue 10 §3).
 */
export function CourseAdminListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const title = t('pages.coursesAndEnrolments');
  useDocumentTitle(title);
  const { query, update, sortBy, search, list, courses, paged } = useCourseList(LIST_KEYS);
  const areas = useOptionItems('MENTOR_AREA');
  const statuses = useEnumData(COURSE_STATUSES);
  const [creating, setCreating] = useState(false);
  const area = (c: Course) => (c.areaId === null ? null : areas.label(c.areaId));
  const sortColumns = [
    { value: 'name', label: t('courses.admin.name') },
    { value: 'status', label: t('courses.admin.status') },
    { value: 'area', label: t('courses.admin.area') },
    { value: 'modality', label: t('courses.admin.modality') },
    { value: 'workload', label: t('courses.admin.workload') },
    { value: 'updatedAt', label: t('courses.admin.updated') },
  ] as const satisfies readonly { value: CourseSort; label: string }[];
  const sortableTh = sortableHeaders(query, sortBy);
  const workload = (c: Course) =>
    c.workloadHours ? t('courses.catalogue.workload', { hours: c.workloadHours }) : null;
  const link = (c: Course) => (
    <Anchor component={Link} to={`${COURSE_ADMIN_PATH}/${c.id}`} fw={600} style={{ overflowWrap: 'break-word' }}>
      {c.name}
    </Anchor>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t('courses.admin.intro')}</Text>
        </Stack>
        {list.data?.canCreate ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('courses.admin.newCourse')}
          </Button>
        ) : null}
      </Group>
      <ListFilterBar
        search={search}
        label={t('courses.admin.search')}
        placeholder={t('courses.catalogue.searchPlaceholder')}
      >
        <FilterSelect
          label={t('courses.admin.status')}
          allLabel={t('courses.catalogue.allStatuses')}
          data={statuses}
          value={query.status}
          onChange={(value) => update({ status: value })}
          style={{ flex: '0 1 200px' }}
        />
        {mobile ? <SortSelect columns={sortColumns} query={query} sortBy={sortBy} /> : null}
      </ListFilterBar>
      <PagedList {...paged} errorText={t('courses.admin.loadFailed')} emptyText={t('courses.admin.empty')}>
        {mobile ? (
          <CardList label={t('courses.admin.caption')}>
            {courses.map((c) => (
              <ListCard key={c.id} data-testid="course-row">
                <Stack gap={4}>
                  {link(c)}
                  <Group gap="xs">
                    <CourseStatusBadge status={c.status} />
                    <Text size="sm" c="dimmed">
                      {[area(c), c.modality ? modalityLabel(c.modality) : null, workload(c)]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('courses.admin.updated')}: {formatDate(c.updatedAt)}
                  </Text>
                  <StatusCounts course={c} />
                </Stack>
              </ListCard>
            ))}
          </CardList>
        ) : (
          <DataTable
            caption={t('courses.admin.caption')}
            minWidth={960}
            columns={[...sortColumns.map(sortableTh), t('courses.admin.enrolments')]}
          >
            {courses.map((c) => (
              <Table.Tr key={c.id} data-testid="course-row">
                <Table.Td>{link(c)}</Table.Td>
                <Table.Td>
                  <CourseStatusBadge status={c.status} />
                </Table.Td>
                <Table.Td>{area(c) ?? '—'}</Table.Td>
                <Table.Td>{c.modality ? modalityLabel(c.modality) : '—'}</Table.Td>
                <Table.Td>{workload(c) ?? '—'}</Table.Td>
                <Table.Td>{formatDate(c.updatedAt)}</Table.Td>
                <Table.Td>
                  <StatusCounts course={c} />
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </PagedList>
      {creating ? (
        <NewCourseModal onClose={() => setCreating(false)} onCreated={(id) => navigate(`${COURSE_ADMIN_PATH}/${id}`)} />
      ) : null}
    </Stack>
  );
}
