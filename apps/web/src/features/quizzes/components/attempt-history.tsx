import { Anchor, Table, Text } from '@mantine/core';
import type { AttemptSummary } from '@ponte/shared/quizzes.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table';
import { SectionPanel } from '@/components/section-panel';
import { formatDateTime, formatDuration, formatPercent } from './quiz-labels.tsx';

function scoreText(a: AttemptSummary, t: (key: 'quizzes.history.pending' | 'quizzes.history.inProgress') => string) {
  if (a.status === 'inProgress') return t('quizzes.history.inProgress');
  if (a.awaitingGrading) return t('quizzes.history.pending');
  return a.percent === null ? '—' : formatPercent(a.percent);
}

/** The caller's attempts at a quiz, newest first, each submitted one opening its review. */
export function AttemptHistory({ items, reviewHref }: { items: AttemptSummary[]; reviewHref: (id: number) => string }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <SectionPanel title={t('quizzes.history.title')} gap="sm">
      <DataTable
        minWidth={320}
        region={t('quizzes.history.title')}
        framed={false}
        highlightOnHover={false}
        verticalSpacing="xs"
        data-testid="attempt-history"
        columns={[
          t('quizzes.history.attempt'),
          t('quizzes.history.submitted'),
          t('quizzes.history.score'),
          t('quizzes.history.time'),
        ]}
      >
        {items.map((a) => (
          <Table.Tr key={a.id}>
            <Table.Td>
              {a.status === 'submitted' ? (
                <Anchor component={Link} to={reviewHref(a.id)} size="sm">
                  {t('quizzes.history.number', { n: a.number })}
                </Anchor>
              ) : (
                <Text size="sm">{t('quizzes.history.number', { n: a.number })}</Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{a.submittedAt ? formatDateTime(a.submittedAt) : '—'}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{scoreText(a, t)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{a.secondsUsed === null ? '—' : formatDuration(a.secondsUsed)}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </SectionPanel>
  );
}
