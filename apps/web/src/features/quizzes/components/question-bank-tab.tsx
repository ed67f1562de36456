import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  type BankQuestion,
  QUESTION_BANK_PAGE_SIZES,
  QUESTION_TYPES,
  QUIZ_SEARCH_MAX,
  type QuestionBankSort,
  questionBankQuerySchema,
} from '@ponte/shared/quizzes.schema';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList, ListCard } from '@/components/card-list';
import { FilterSelect } from '@/components/filter-select';
import { ListFilterBar } from '@/components/list-filter-bar';
import { PagedList } from '@/components/paged-list';
import { SortSelect } from '@/components/sort-select';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { FILLED } from '@/lib/semantic-colours';
import { useEnumData } from '@/lib/use-enum-data';
import { useListParams } from '@/lib/use-list-params';
import { useSearchInput } from '@/lib/use-search-input';
import { categoriesQuery, deleteQuestion, QUIZZES_KEY, questionBankQuery } from '../api/quizzes-api.ts';
import { plainText } from './plain-text.ts';
import { QuestionEditorModal } from './question-editor-modal.tsx';
import { DANGER, formatDateTime, typeLabel } from './quiz-labels.tsx';

const LIST_KEYS = ['categoryId', 'type', 'q', 'sort', 'order', 'cursor', 'limit'] as const;

function QuestionRow({ question, onEdit }: { question: BankQuestion; onEdit: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const stem = plainText(question.stem, 160);
  const remove = () =>
    modals.openConfirmModal({
      title: t('quizzes.bank.deleteTitle'),
      children: <Text size="sm">{t('quizzes.bank.deleteBody')}</Text>,
      labels: { confirm: t('quizzes.bank.delete'), cancel: t('common.cancel') },
      confirmProps: { color: FILLED.negative },
      onConfirm: async () => {
        try {
          await deleteQuestion(question.id);
          notify(t('quizzes.bank.deleted'), 'success', 'question-deleted');
          await queryClient.invalidateQueries({ queryKey: QUIZZES_KEY });
        } catch (e) {
          notify(
            isApiError(e) && e.message ? e.message : t('quizzes.bank.deleteFailed'),
            'error',
            'question-delete-failed',
          );
        }
      },
    });
  return (
    <ListCard data-bank-question={question.id}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {stem}
          </Text>
          <Text size="sm" c="dimmed">
            {[
              typeLabel(question.type),
              question.categoryName ?? t('quizzes.bank.noCategory'),
              t('quizzes.take.points', { count: question.points }),
              t('quizzes.bank.version', { n: question.version }),
              `${t('quizzes.bank.updated')} ${formatDateTime(question.updatedAt)}`,
            ].join(' · ')}
          </Text>
          {question.skills.length > 0 ? (
            <Text size="xs" c="dimmed">
              {question.skills.join(', ')}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={onEdit} aria-label={`${t('quizzes.bank.edit')}: ${stem}`}>
            {t('quizzes.bank.edit')}
          </Button>
          <Button
            variant="subtle"
            color={DANGER}
            size="xs"
            onClick={remove}
            aria-label={`${t('quizzes.bank.delete')}: ${stem}`}
          >
            {t('quizzes.bank.delete')}
          </Button>
        </Group>
      </Group>
    </ListCard>
  );
}

/**
 * The tenant's question bank (issue 14 §1): filters, sort, page size and page in the address, the editor
 * in a dialog. Searched in the text as the person types and on Enter, sorted by text, type or last
 * change, paged by keyset with its total (issue 10 §3).
 */
export function QuestionBankTab() {
  const { t } = useTranslation();
  const { query, update, sortBy, setLimit, trail } = useListParams(questionBankQuerySchema, LIST_KEYS);
  const search = useSearchInput(query.q ?? '', (value) => update({ q: value }));
  const bank = useQuery(questionBankQuery(query));
  const categories = useQuery(categoriesQuery);
  const types = useEnumData(QUESTION_TYPES);
  const [editing, setEditing] = useState<{ question: BankQuestion | null } | null>(null);
  const items = bank.data?.items ?? [];
  const sortColumns = [
    { value: 'stem', label: t('quizzes.bank.stem') },
    { value: 'type', label: t('quizzes.bank.type') },
    { value: 'updatedAt', label: t('quizzes.bank.updated') },
  ] as const satisfies readonly { value: QuestionBankSort; label: string }[];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text c="dimmed" style={{ flex: '1 1 260px' }}>
          {t('quizzes.bank.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ question: null })}>
          {t('quizzes.bank.new')}
        </Button>
      </Group>
      <ListFilterBar search={search} label={t('quizzes.bank.search')} maxLength={QUIZ_SEARCH_MAX}>
        <FilterSelect
          label={t('quizzes.bank.category')}
          allLabel={t('quizzes.bank.allCategories')}
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.questionCount})` }))}
          value={query.categoryId}
          onChange={(v) => update({ categoryId: v })}
          style={{ flex: '0 1 220px' }}
        />
        <FilterSelect
          label={t('quizzes.bank.type')}
          allLabel={t('quizzes.bank.allTypes')}
          data={types}
          value={query.type}
          onChange={(v) => update({ type: v })}
          style={{ flex: '0 1 220px' }}
        />
        <SortSelect columns={sortColumns} query={query} sortBy={sortBy} />
      </ListFilterBar>
      <PagedList
        list={bank}
        trail={trail}
        totalText={bank.data ? t('quizzes.bank.total', { count: bank.data.total }) : null}
        paging={{ pageSize: query.limit, pageSizes: QUESTION_BANK_PAGE_SIZES, onPageSize: setLimit }}
        isEmpty={items.length === 0}
        errorText={t('quizzes.bank.loadFailed')}
        emptyText={t('quizzes.bank.empty')}
      >
        <CardList label={t('quizzes.bank.caption')}>
          {items.map((q) => (
            <QuestionRow key={q.id} question={q} onEdit={() => setEditing({ question: q })} />
          ))}
        </CardList>
      </PagedList>
      {editing ? (
        <QuestionEditorModal
          key={editing.question?.versionId ?? 'new'}
          question={editing.question}
          opened
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
