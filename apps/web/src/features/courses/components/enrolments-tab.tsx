import { Anchor, Button, Checkbox, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import {
  type Course,
  ENROLMENT_PAGE_SIZES,
  ENROLMENT_STATUS_CODES,
  type Enrolment,
  type EnrolmentSort,
  type EnrolmentStatus,
  enrolmentListQuerySchema,
} from '@ponte/shared/courses.schema';
import { IconDownload, IconHistory, IconLockOpen, IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList, ListCard } from '@/components/card-list';
import { DataTable, HiddenTh } from '@/components/data-table';
import { FilterSelect } from '@/components/filter-select';
import { ListFilterBar } from '@/components/list-filter-bar';
import { PagedList } from '@/components/paged-list';
import { RowAction } from '@/components/row-action';
import { SelectPageTh } from '@/components/select-page-th';
import { SortSelect } from '@/components/sort-select';
import { SortableTh } from '@/components/sortable-th';
import { formatDate } from '@/lib/format';
import { useIsMobile } from '@/lib/media';
import { useProfileLinkState } from '@/lib/profile-origin';
import { TEXT } from '@/lib/semantic-colours';
import { useListParams } from '@/lib/use-list-params';
import { useRowSelection } from '@/lib/use-row-selection';
import { useSearchInput } from '@/lib/use-search-input';
import { classesQuery, enrolmentsCsvHref, enrolmentsQuery } from '../api/courses-api.ts';
import { AttachClassModal } from './attach-class-modal.tsx';
import { className, EnrolmentStatusBadge, enrolmentStatusLabel, useOptionItems } from './course-labels.tsx';
import { EnrolmentHistoryDrawer } from './enrolment-history-drawer.tsx';
import { fullName, PersonLink } from './person-link.tsx';
import { BulkStatusModal, ReopenModal } from './status-change-modals.tsx';

const LIST_KEYS = ['status', 'classeId', 'q', 'sort', 'order', 'cursor', 'limit'] as const;

const personName = (e: Enrolment) => fullName(e.person);

type Dialog =
  | { kind: 'attach' }
  | { kind: 'edit'; enrolment: Enrolment }
  | { kind: 'history'; enrolment: Enrolment }
  | { kind: 'reopen'; enrolment: Enrolment }
  | { kind: 'bulk' };

/**
 * cursos-e-inscricoes/{courseId}/inscricoes, "Gerenciar Inscrições": the counters A/I/E/C that filter,
 * the class filter and search, the enrolments a page at a time (keyset), each with its history, edit
 * (the attach/edit modal; none for C), reopen (C), and the bulk status change and CSV of what is shown.
 */
export function EnrolmentsTab({ course }: { course: Course }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const linkState = useProfileLinkState('pages.enrolments');
  const { query, update, sortBy, setLimit, trail } = useListParams(enrolmentListQuerySchema, LIST_KEYS);
  const search = useSearchInput(query.q ?? '', (value) => update({ q: value }));
  const list = useQuery(enrolmentsQuery(course.id, query));
  const classes = useQuery(classesQuery(course.id));
  const reasons = useOptionItems('EVASION_REASON');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const items = list.data?.items ?? [];
  const counts = list.data?.counts;
  const canEdit = list.data?.canEdit ?? false;

  const { selected, setSelected, toggle, clear } = useRowSelection(JSON.stringify(query));

  const sortColumns = [
    { value: 'name', label: t('courses.enrolments.name') },
    { value: 'since', label: t('courses.enrolments.since') },
  ] as const satisfies readonly { value: EnrolmentSort; label: string }[];

  const reason = (e: Enrolment) => (e.status === 'I' || e.status === 'E' ? reasons.label(e.reasonCode) : '—');
  const nameLink = (e: Enrolment) => <PersonLink person={e.person} state={linkState} />;
  const actions = (e: Enrolment) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <RowAction
        icon={IconHistory}
        kind="list"
        label={t('courses.enrolments.history', { name: personName(e) })}
        onClick={() => setDialog({ kind: 'history', enrolment: e })}
      />
      {e.canEdit ? (
        <RowAction
          icon={IconPencil}
          kind="list"
          label={t('courses.enrolments.edit', { name: personName(e) })}
          onClick={() => setDialog({ kind: 'edit', enrolment: e })}
          data-edit-enrolment
        />
      ) : null}
      {e.canReopen ? (
        <RowAction
          icon={IconLockOpen}
          kind="list"
          label={t('courses.enrolments.reopen', { name: personName(e) })}
          onClick={() => setDialog({ kind: 'reopen', enrolment: e })}
        />
      ) : null}
    </Group>
  );
  const selectBox = (e: Enrolment) =>
    canEdit ? (
      <Checkbox
        aria-label={t('courses.enrolments.select', { name: personName(e) })}
        checked={selected.has(e.person.publicId)}
        onChange={(event) => toggle(e.person.publicId, event.currentTarget.checked)}
      />
    ) : null;

  return (
    <Stack gap="md">
      {counts ? (
        <Group gap="xs" role="group" aria-label={t('courses.enrolments.counters')} wrap="wrap">
          <Counter
            label={t('courses.enrolments.all')}
            value={counts.total}
            pressed={query.status === undefined}
            onClick={() => update({ status: null })}
          />
          {ENROLMENT_STATUS_CODES.map((status) => (
            <Counter
              key={status}
              code={status}
              label={enrolmentStatusLabel(status)}
              value={counts[status]}
              pressed={query.status === status}
              onClick={() => update({ status: query.status === status ? null : status })}
            />
          ))}
        </Group>
      ) : null}

      <ListFilterBar
        search={search}
        label={t('courses.enrolments.search')}
        placeholder={t('courses.enrolments.searchPlaceholder')}
      >
        <FilterSelect
          label={t('courses.enrolments.classFilter')}
          allLabel={t('courses.enrolments.allClasses')}
          data={(classes.data ?? []).map((c) => ({ value: String(c.id), label: className(c) }))}
          value={query.classeId}
          onChange={(value) => update({ classeId: value })}
          style={{ flex: '1 1 200px' }}
        />
        {mobile ? <SortSelect columns={sortColumns} query={query} sortBy={sortBy} /> : null}
      </ListFilterBar>

      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm">
          {canEdit ? (
            <Button
              size="sm"
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onClick={() => setDialog({ kind: 'attach' })}
            >
              {t('courses.enrolments.attach')}
            </Button>
          ) : null}
          {canEdit && selected.size > 0 ? (
            <>
              <Button size="sm" variant="light" onClick={() => setDialog({ kind: 'bulk' })} data-bulk-change>
                {t('courses.enrolments.bulk')} ({t('courses.enrolments.selected', { count: selected.size })})
              </Button>
              <Button size="sm" variant="subtle" color={TEXT.secondary} onClick={clear}>
                {t('courses.enrolments.clearSelection')}
              </Button>
            </>
          ) : null}
        </Group>
        <Anchor
          href={enrolmentsCsvHref(course.id, { status: query.status, classeId: query.classeId, q: query.q })}
          download
          size="sm"
          data-csv-export
        >
          <IconDownload size={16} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('courses.enrolments.export')}
        </Anchor>
      </Group>

      <PagedList
        list={list}
        trail={trail}
        totalText={list.data ? t('courses.enrolments.total', { count: list.data.total }) : null}
        paging={{ pageSize: query.limit, pageSizes: ENROLMENT_PAGE_SIZES, onPageSize: setLimit }}
        isEmpty={items.length === 0}
        errorText={t('courses.enrolments.loadFailed')}
        emptyText={t('courses.enrolments.empty')}
      >
        {mobile ? (
          <CardList label={t('courses.enrolments.caption')}>
            {items.map((e) => (
              <ListCard key={e.id} data-enrolment-row={e.person.publicId}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Group gap="xs" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
                    {selectBox(e)}
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      {nameLink(e)}
                      <Text size="sm">{className(e.classe)}</Text>
                      <Group gap="xs">
                        <EnrolmentStatusBadge status={e.status} />
                        <Text size="xs" c="dimmed">
                          {t('courses.enrolments.since')} {formatDate(e.since)}
                        </Text>
                      </Group>
                      {e.status === 'I' || e.status === 'E' ? (
                        <Text size="xs" c="dimmed">
                          {t('courses.enrolments.reason')}: {reason(e)}
                        </Text>
                      ) : null}
                      <Text size="xs" c="dimmed">
                        {t('courses.enrolments.lastActivity')}: {formatDate(e.lastActivityAt)}
                      </Text>
                    </Stack>
                  </Group>
                  {actions(e)}
                </Group>
              </ListCard>
            ))}
          </CardList>
        ) : (
          <DataTable
            caption={t('courses.enrolments.caption')}
            minWidth={820}
            columns={[
              canEdit ? (
                <SelectPageTh
                  key="select"
                  label={t('courses.enrolments.selectPage')}
                  pageIds={items.map((e) => e.person.publicId)}
                  selected={selected}
                  setSelected={setSelected}
                />
              ) : null,
              <SortableTh
                key="name"
                label={t('courses.enrolments.name')}
                active={query.sort === 'name'}
                order={query.order}
                onSort={sortBy('name')}
              />,
              t('courses.enrolments.classe'),
              t('courses.enrolments.status'),
              <SortableTh
                key="since"
                label={t('courses.enrolments.since')}
                active={query.sort === 'since'}
                order={query.order}
                onSort={sortBy('since')}
              />,
              t('courses.enrolments.reason'),
              t('courses.enrolments.lastActivity'),
              <HiddenTh key="actions" label={t('courses.enrolments.actions')} />,
            ]}
          >
            {items.map((e) => (
              <Table.Tr key={e.id} data-enrolment-row={e.person.publicId}>
                {canEdit ? <Table.Td>{selectBox(e)}</Table.Td> : null}
                <Table.Td>{nameLink(e)}</Table.Td>
                <Table.Td>{className(e.classe)}</Table.Td>
                <Table.Td>
                  <EnrolmentStatusBadge status={e.status} />
                </Table.Td>
                <Table.Td>{formatDate(e.since)}</Table.Td>
                <Table.Td>{reason(e)}</Table.Td>
                <Table.Td>{formatDate(e.lastActivityAt)}</Table.Td>
                <Table.Td>{actions(e)}</Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </PagedList>

      {dialog?.kind === 'attach' ? (
        <AttachClassModal
          person={null}
          enrolment={null}
          course={{ id: course.id, name: course.name }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <AttachClassModal person={null} enrolment={dialog.enrolment} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'history' ? (
        <EnrolmentHistoryDrawer
          courseId={course.id}
          courseName={course.name}
          person={{ publicId: dialog.enrolment.person.publicId, name: personName(dialog.enrolment) }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'reopen' ? (
        <ReopenModal courseId={course.id} enrolment={dialog.enrolment} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'bulk' ? (
        <BulkStatusModal courseId={course.id} userIds={[...selected]} onClose={() => setDialog(null)} onDone={clear} />
      ) : null}
    </Stack>
  );
}

/** A status counter that is also its filter: pressed while the list shows only that status. */
function Counter({
  code,
  label,
  value,
  pressed,
  onClick,
}: {
  code?: EnrolmentStatus;
  label: string;
  value: number;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onClick}
      aria-pressed={pressed}
      data-counter={code ?? 'all'}
      px="sm"
      py={6}
      style={{
        borderRadius: 8,
        border: `1px solid ${pressed ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
        background: pressed ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Group gap={6} wrap="nowrap">
        {code ? (
          <Text span fw={700} size="sm" aria-hidden>
            {code}
          </Text>
        ) : null}
        <Text span size="sm">
          {label}
        </Text>
        <Text span fw={700} size="sm">
          {value}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
