import { Anchor, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { QUIZ_PATHS } from '@ponte/shared/permissions';
import {
  QUIZ_PAGE_SIZES,
  QUIZ_PURPOSES,
  QUIZ_SEARCH_MAX,
  QUIZ_TITLE_MAX,
  type QuizListItem,
  type QuizPurpose,
  type QuizSort,
  quizListQuerySchema,
} from '@ponte/shared/quizzes.schema';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CardList, ListCard } from '@/components/card-list';
import { DataTable } from '@/components/data-table';
import { FormModal } from '@/components/form-modal';
import { ListFilterBar } from '@/components/list-filter-bar';
import { PagedList } from '@/components/paged-list';
import { SortSelect } from '@/components/sort-select';
import { sortableHeaders } from '@/components/sortable-th';
import { isApiError } from '@/lib/api-client';
import { useIsMobile } from '@/lib/media';
import { useEnumData } from '@/lib/use-enum-data';
import { useListParams } from '@/lib/use-list-params';
import { useSearchInput } from '@/lib/use-search-input';
import { createQuiz, QUIZZES_KEY, quizListQuery } from '../api/quizzes-api.ts';
import { formatDateTime, purposeLabel, QuizStatusBadge } from './quiz-labels.tsx';

function NewQuizModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [purpose, setPurpose] = useState<QuizPurpose>('graded');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const purposes = useEnumData(QUIZ_PURPOSES);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') {
      setError(t('quizzes.validation.required'));
      return;
    }
    setSaving(true);
    try {
      // A draft for everyone until the editor says otherwise; nobody sees a draft.
      const quiz = await createQuiz({
        title: title.trim(),
        purpose,
        target: { kind: 'everyone' },
        status: 'draft',
      } as Parameters<typeof createQuiz>[0]);
      await queryClient.invalidateQueries({ queryKey: QUIZZES_KEY });
      await navigate(QUIZ_PATHS.edit(quiz.id));
    } catch (e) {
      setError(isApiError(e) ? (e.fields.title ?? e.message) : t('quizzes.list.createFailed'));
      setSaving(false);
    }
  };
  return (
    <FormModal
      title={t('quizzes.list.new')}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      submitLabel={t('quizzes.list.create')}
      loading={saving}
      gap="md"
    >
      <TextInput
        label={t('quizzes.editor.title')}
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        maxLength={QUIZ_TITLE_MAX}
        error={error}
        withAsterisk
        data-autofocus
      />
      <Select
        label={t('quizzes.editor.purpose')}
        data={purposes}
        value={purpose}
        onChange={(v) => v && setPurpose(v as QuizPurpose)}
        allowDeselect={false}
      />
    </FormModal>
  );
}

function Actions({ quiz }: { quiz: QuizListItem }) {
  const { t } = useTranslation();
  // A row's buttons say which quiz they act on: a list of "Editar" means nothing read out of the table.
  const action = (to: string, label: string, variant: 'default' | 'light') => (
    <Button component={Link} to={to} variant={variant} size="xs" aria-label={`${label}: ${quiz.title}`}>
      {label}
    </Button>
  );
  return (
    <Group gap="xs" wrap="wrap">
      {quiz.canEdit ? action(QUIZ_PATHS.edit(quiz.id), t('quizzes.list.edit'), 'default') : null}
      {action(QUIZ_PATHS.results(quiz.id), t('quizzes.list.results'), 'light')}
    </Group>
  );
}

const LIST_KEYS = ['q', 'sort', 'order', 'cursor', 'limit'] as const;

/**
 * Every quiz of the tenant (Admin), or a mentor's: those of their mentees, with the mentees' figures
 * (`mentees`): status, audience, figures, and the way to the results. Searched by title, sorted by its
 * columns, paged by keyset with its total (issue 10 §3); its state is the address, like every list.
 */
export function QuizListTab({ canCreate, mentees = false }: { canCreate: boolean; mentees?: boolean }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const { query, update, sortBy, setLimit, trail } = useListParams(quizListQuerySchema, LIST_KEYS);
  const search = useSearchInput(query.q ?? '', (value) => update({ q: value }));
  const list = useQuery(quizListQuery(query));
  const [creating, setCreating] = useState(false);
  const items = list.data?.items ?? [];
  const caption = t(mentees ? 'quizzes.list.menteesCaption' : 'quizzes.list.caption');
  const sortColumns = [
    { value: 'title', label: t('quizzes.list.quiz') },
    { value: 'status', label: t('quizzes.list.status') },
    { value: 'closesAt', label: t('quizzes.list.closes') },
    { value: 'updatedAt', label: t('quizzes.list.updated') },
  ] as const satisfies readonly { value: QuizSort; label: string }[];
  const sortableTh = sortableHeaders(query, sortBy);
  // break-word, not anywhere: a table column then never narrows below its longest word ("Diagnóstic/o").
  const title = (q: QuizListItem) =>
    q.canEdit ? (
      <Anchor component={Link} to={QUIZ_PATHS.edit(q.id)} fw={600} style={{ overflowWrap: 'break-word' }}>
        {q.title}
      </Anchor>
    ) : (
      <Text fw={600} style={{ overflowWrap: 'break-word' }}>
        {q.title}
      </Text>
    );
  const figures = (q: QuizListItem) =>
    [
      t('quizzes.mine.questions', { count: q.questionCount }),
      t('quizzes.list.assigned', { count: q.assignedCount }),
      t('quizzes.list.attempts', { count: q.attemptCount }),
    ].join(' · ');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text c="dimmed" style={{ flex: '1 1 260px' }}>
          {t(mentees ? 'quizzes.list.menteesIntro' : 'quizzes.list.intro')}
        </Text>
        {canCreate ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('quizzes.list.new')}
          </Button>
        ) : null}
      </Group>
      <ListFilterBar
        search={search}
        label={t('quizzes.list.search')}
        placeholder={t('quizzes.list.searchPlaceholder')}
        maxLength={QUIZ_SEARCH_MAX}
      >
        {mobile ? <SortSelect columns={sortColumns} query={query} sortBy={sortBy} /> : null}
      </ListFilterBar>
      <PagedList
        list={list}
        trail={trail}
        totalText={list.data ? t('quizzes.list.total', { count: list.data.total }) : null}
        paging={{ pageSize: query.limit, pageSizes: QUIZ_PAGE_SIZES, onPageSize: setLimit }}
        isEmpty={items.length === 0}
        errorText={t('quizzes.list.loadFailed')}
        emptyText={
          query.q ? t('quizzes.list.noMatch') : t(mentees ? 'quizzes.list.menteesEmpty' : 'quizzes.list.empty')
        }
      >
        {mobile ? (
          <CardList label={caption}>
            {items.map((q) => (
              <ListCard key={q.id} data-quiz-row={q.id}>
                <Stack gap={4}>
                  {title(q)}
                  <Group gap="xs">
                    <QuizStatusBadge status={q.status} />
                    <Text size="sm" c="dimmed">
                      {purposeLabel(q.purpose)}
                    </Text>
                  </Group>
                  <Text size="sm">{q.targetLabel}</Text>
                  <Text size="sm" c="dimmed">
                    {figures(q)}
                  </Text>
                  {q.closesAt ? (
                    <Text size="sm">{t('quizzes.mine.closesAt', { when: formatDateTime(q.closesAt) })}</Text>
                  ) : null}
                  {q.awaitingGrading > 0 ? (
                    <Text size="sm" fw={600}>
                      {t('quizzes.list.awaiting', { count: q.awaitingGrading })}
                    </Text>
                  ) : null}
                  <Actions quiz={q} />
                </Stack>
              </ListCard>
            ))}
          </CardList>
        ) : (
          <DataTable
            minWidth={960}
            caption={caption}
            region={caption}
            framed={false}
            highlightOnHover={false}
            data-testid="quiz-list"
            columns={[
              sortableTh(sortColumns[0]),
              sortableTh(sortColumns[1]),
              t('quizzes.list.audience'),
              t('quizzes.list.figures'),
              sortableTh(sortColumns[2]),
              sortableTh(sortColumns[3]),
              t('quizzes.list.grading'),
              t('quizzes.list.actions'),
            ]}
          >
            {items.map((q) => (
              <Table.Tr key={q.id} data-quiz-row={q.id}>
                <Table.Td>
                  <Stack gap={4}>
                    {title(q)}
                    <Text size="xs" c="dimmed">
                      {purposeLabel(q.purpose)}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <QuizStatusBadge status={q.status} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{q.targetLabel}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{figures(q)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{q.closesAt ? formatDateTime(q.closesAt) : '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(q.updatedAt)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={q.awaitingGrading > 0 ? 600 : 400}>
                    {q.awaitingGrading}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Actions quiz={q} />
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </PagedList>
      {creating ? <NewQuizModal onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
}
