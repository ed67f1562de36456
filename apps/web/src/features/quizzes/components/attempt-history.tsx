import { Anchor, Table, Text } from '@mantine/core';
import type { TranslationKey } from '@ponte/shared/i18n/keys';
import type { AttemptSummary } from '@ponte/shared/quizzes.schema';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table';
import { SectionCard } from '@/components/section-card';
import { formatDateTime, formatDuration, formatPercent } from './quiz-labels.tsx';

function scoreText(a: AttemptSummary, t: TFunction) {
  if (a.status === 'inProgress') return t('quizzes.history.inProgress');
  if (a.awaitingGrading) return t('quizzes.history.pending');
  return a.percent === null ? '—' : formatPercent(a.percent);
}

/** The table's columns: each header and what its cell shows of an attempt. */
const COLUMNS: readonly {
  header: TranslationKey;
  cell: (a: AttemptSummary, t: TFunction, reviewHref: (id: number) => string) => ReactNode;
}[] = [
  {
    header: 'quizzes.history.attempt',
    cell: (a, t, reviewHref) =>
      a.status === 'submitted' ? (
        <Anchor component={Link} to={reviewHref(a.id)} size="sm">
          {t('quizzes.history.number', { n: a.number })}
        </Anchor>
      ) : (
        <Text size="sm">{t('quizzes.history.number', { n: a.number })}</Text>
      ),
  },
  {
    header: 'quizzes.history.submitted',
    cell: (a) => <Text size="sm">{a.submittedAt ? formatDateTime(a.submittedAt) : '—'}</Text>,
  },
  { header: 'quizzes.history.score', cell: (a, t) => <Text size="sm">{scoreText(a, t)}</Text> },
  {
    header: 'quizzes.history.time',
    cell: (a) => <Text size="sm">{a.secondsUsed === null ? '—' : formatDuration(a.secondsUsed)}</Text>,
  },
];

/** The caller's attempts at a quiz, newest first, each submitted one opening its review. */
export function AttemptHistory({ items, reviewHref }: { items: AttemptSummary[]; reviewHref: (id: number) => string }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <SectionCard title={t('quizzes.history.title')} gap="sm">
      <DataTable
        minWidth={320}
        region={t('quizzes.history.title')}
        framed={false}
        highlightOnHover={false}
        verticalSpacing="xs"
        data-testid="attempt-history"
        columns={COLUMNS.map((column) => t(column.header))}
      >
        {items.map((a) => (
          <Table.Tr key={a.id}>
            {COLUMNS.map((column) => (
              <Table.Td key={column.header}>{column.cell(a, t, reviewHref)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </DataTable>
    </SectionCard>
  );
}
