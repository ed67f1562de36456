import { Button, Checkbox, Group, Select, Stack, Table, Text } from '@mantine/core';
import {
  type Course,
  type EnrolmentStatus,
  FAVOURITE_PAGE_SIZES,
  type Favourite,
  favouriteListQuerySchema,
} from '@ponte/shared/courses.schema';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList, ListCard } from '@/components/card-list';
import { DataTable } from '@/components/data-table';
import { FormAlert } from '@/components/form-alert';
import { FormModal } from '@/components/form-modal';
import { PagedList } from '@/components/paged-list';
import { SelectPageTh } from '@/components/select-page-th';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { MODAL_WIDTH } from '@/lib/language-modal';
import { useIsMobile } from '@/lib/media';
import { notify } from '@/lib/notify';
import { useProfileLinkState } from '@/lib/profile-origin';
import { useListParams } from '@/lib/use-list-params';
import { useRowSelection } from '@/lib/use-row-selection';
import { COURSES_KEY, classesQuery, favouritesQuery, saveEnrolment } from '../api/courses-api.ts';
import { className, EnrolmentStatusBadge, enrolmentStatusOptions } from './course-labels.tsx';
import { fullName, PersonLink } from './person-link.tsx';

const LIST_KEYS = ['cursor', 'limit'] as const;
const personName = (f: Favourite) => fullName(f.person);

/**
 * cursos-e-inscricoes/{courseId}/favoritos: who starred the course and when, enrolled or not; the people
 * ticked are enrolled in a class from here.
 */
export function FavouritesTab({ course }: { course: Course }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const linkState = useProfileLinkState('pages.favourites');
  const { query, setLimit, trail } = useListParams(favouriteListQuerySchema, LIST_KEYS);
  const list = useQuery(favouritesQuery(course.id, query));
  const [enrolling, setEnrolling] = useState(false);
  const items = list.data?.items ?? [];
  const { selected, setSelected, toggle, clear } = useRowSelection(JSON.stringify(query));
  const nameLink = (f: Favourite) => <PersonLink person={f.person} state={linkState} />;
  const enrolment = (f: Favourite) =>
    f.enrolment ? (
      <EnrolmentStatusBadge status={f.enrolment.status} />
    ) : (
      <Text size="sm" c="dimmed" span>
        {t('courses.favourites.notEnrolled')}
      </Text>
    );
  const box = (f: Favourite) => (
    <Checkbox
      aria-label={t('courses.favourites.select', { name: personName(f) })}
      checked={selected.has(f.person.publicId)}
      onChange={(event) => toggle(f.person.publicId, event.currentTarget.checked)}
    />
  );
  const chosen = items.filter((f) => selected.has(f.person.publicId));

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('courses.favourites.intro')}</Text>
      <Group justify="space-between" gap="sm">
        <Button
          size="sm"
          leftSection={<IconUserPlus size={16} aria-hidden />}
          disabled={selected.size === 0}
          onClick={() => setEnrolling(true)}
          data-enrol-selected
        >
          {t('courses.favourites.enrol')}
          {selected.size > 0 ? ` (${selected.size})` : ''}
        </Button>
      </Group>
      <PagedList
        list={list}
        trail={trail}
        totalText={list.data ? t('courses.favourites.total', { count: list.data.total }) : null}
        paging={{ pageSize: query.limit, pageSizes: FAVOURITE_PAGE_SIZES, onPageSize: setLimit }}
        isEmpty={items.length === 0}
        errorText={t('courses.favourites.loadFailed')}
        emptyText={t('courses.favourites.empty')}
      >
        {mobile ? (
          <CardList label={t('courses.favourites.caption')}>
            {items.map((f) => (
              <ListCard key={f.person.publicId} data-favourite-row>
                <Group gap="xs" align="flex-start" wrap="nowrap">
                  {box(f)}
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    {nameLink(f)}
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {f.person.email}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('courses.favourites.since')}: {formatDate(f.favouritedAt)}
                    </Text>
                    <div>{enrolment(f)}</div>
                  </Stack>
                </Group>
              </ListCard>
            ))}
          </CardList>
        ) : (
          <DataTable
            caption={t('courses.favourites.caption')}
            minWidth={640}
            columns={[
              <SelectPageTh
                key="select"
                label={t('courses.favourites.selectPage')}
                pageIds={items.map((f) => f.person.publicId)}
                selected={selected}
                setSelected={setSelected}
              />,
              t('courses.favourites.name'),
              t('courses.favourites.email'),
              t('courses.favourites.since'),
              t('courses.favourites.enrolment'),
            ]}
          >
            {items.map((f) => (
              <Table.Tr key={f.person.publicId} data-favourite-row>
                <Table.Td>{box(f)}</Table.Td>
                <Table.Td>{nameLink(f)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{f.person.email}</Table.Td>
                <Table.Td>{formatDate(f.favouritedAt)}</Table.Td>
                <Table.Td>{enrolment(f)}</Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </PagedList>
      {enrolling ? (
        <EnrolFavouritesModal
          course={course}
          people={chosen.map((f) => ({ publicId: f.person.publicId, name: personName(f) }))}
          onClose={() => setEnrolling(false)}
          onDone={clear}
        />
      ) : null}
    </Stack>
  );
}

/**
 * Enrols the people ticked under Favoritos in one class, one call each (PUT …/inscricoes: the bulk
 * change never attaches). Someone already enrolled moves to that class with the status chosen, or is
 * refused by the transition rule, and is named in the message.
 */
function EnrolFavouritesModal({
  course,
  people,
  onClose,
  onDone,
}: {
  course: Course;
  people: { publicId: string; name: string }[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const classes = useQuery(classesQuery(course.id));
  const [classeId, setClasseId] = useState<string | null>(null);
  const [status, setStatus] = useState<EnrolmentStatus>('A');
  const [missing, setMissing] = useState(false);
  const [running, setRunning] = useState(false);
  const noClasses = classes.isSuccess && classes.data.length === 0;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (classeId === null) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setRunning(true);
    const failed: string[] = [];
    for (const person of people) {
      try {
        await saveEnrolment(course.id, { userId: person.publicId, classeId: Number(classeId), status });
      } catch (error) {
        if (isApiError(error) && error.status === 401) return;
        failed.push(person.name);
      }
    }
    setRunning(false);
    const done = people.length - failed.length;
    if (done > 0)
      notify(t('courses.favourites.enrolled', { done, count: people.length }), 'success', 'favourites-enrolled');
    if (failed.length > 0)
      notify(t('courses.favourites.enrolFailed', { names: failed.join(', ') }), 'error', 'favourites-enrol-failed');
    await queryClient.invalidateQueries({ queryKey: COURSES_KEY });
    onDone();
    onClose();
  };

  return (
    <FormModal
      title={t('courses.favourites.enrolTitle')}
      onClose={running ? () => undefined : onClose}
      onSubmit={submit}
      submitLabel={t('courses.favourites.enrolSubmit')}
      loading={running}
      size={MODAL_WIDTH}
      actions={{ onCancel: onClose, cancelDisabled: running }}
    >
      <Text size="sm">{t('courses.favourites.enrolIntro', { count: people.length })}</Text>
      <Text size="sm" c="dimmed">
        {people.map((p) => p.name).join(', ')}
      </Text>
      <FormAlert>{missing ? t('courses.validation.requiredBanner') : null}</FormAlert>
      <Select
        label={t('courses.attach.classe')}
        withAsterisk
        data={(classes.data ?? []).map((c) => ({ value: String(c.id), label: className(c) }))}
        value={classeId}
        onChange={setClasseId}
        placeholder={t('courses.form.select')}
        nothingFoundMessage={t('courses.emptyClasses')}
        disabled={noClasses}
        error={missing && classeId === null ? t('courses.validation.required') : undefined}
        errorProps={{ role: 'alert' }}
        comboboxProps={{ withinPortal: true }}
      />
      {noClasses ? (
        <Text size="sm" c="dimmed" role="status">
          {t('courses.emptyClasses')}
        </Text>
      ) : null}
      <Select
        label={t('courses.attach.status')}
        withAsterisk
        data={enrolmentStatusOptions()}
        value={status}
        onChange={(next) => next && setStatus(next as EnrolmentStatus)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    </FormModal>
  );
}
