import { Alert, Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TranslationKey } from '@ponte/shared/i18n/keys';
import { MANAGER_ITEM_PATHS, QUIZ_PATHS, readOnlyProfilePath } from '@ponte/shared/permissions';
import { QUIZ_STANDINGS, type QuizResults, type QuizStanding } from '@ponte/shared/quizzes.schema';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { CardList } from '@/components/card-list';
import { DataTable } from '@/components/data-table';
import { FilterSelect } from '@/components/filter-select';
import { MetaLine } from '@/components/meta-line';
import { PageLoader } from '@/components/page-loader';
import { ScrollTable } from '@/components/scroll-table';
import { SectionCard } from '@/components/section-card';
import { isApiError } from '@/lib/api-client';
import { useBreadcrumbTrail } from '@/lib/breadcrumb-trail';
import { useDocumentTitle } from '@/lib/document-title';
import { currentLocale } from '@/lib/i18n';
import { withParams } from '@/lib/list-params';
import { useIsMobile } from '@/lib/media';
import { useCan } from '@/lib/session';
import { useEnumData } from '@/lib/use-enum-data';
import { quizResultsQuery, resultsCsvHref } from '../api/quizzes-api.ts';
import { formatDuration, formatPercent, purposeLabel, StandingBadge, typeLabel } from '../components/quiz-labels.tsx';

// The chart library comes with this screen only.
const ScoreHistogramChart = lazy(async () => ({
  default: (await import('../components/score-histogram-chart.tsx')).ScoreHistogramChart,
}));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm" component="div" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

const decimal = (n: number, digits = 2) =>
  new Intl.NumberFormat(currentLocale(), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);

function Histogram({ results }: { results: QuizResults }) {
  const { t } = useTranslation();
  const data = results.histogram.map((b) => ({ band: `${b.from}–${b.to}`, count: b.count }));
  return (
    <SectionCard title={t('quizzes.results.histogram')} gap="sm" data-testid="histogram">
      <Suspense fallback={<Loader size="sm" role="status" aria-label={t('common.loading')} />}>
        <ScoreHistogramChart
          data={data}
          seriesLabel={t('quizzes.results.people')}
          xLabel={t('quizzes.results.scoreBand')}
          yLabel={t('quizzes.results.people')}
        />
      </Suspense>
      <ScrollTable minWidth={300} label={t('quizzes.results.histogramCaption')}>
        <Table withTableBorder withColumnBorders captionSide="top" data-testid="histogram-table">
          <Table.Caption>{t('quizzes.results.histogramCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="row">{t('quizzes.results.scoreBand')}</Table.Th>
              {data.map((d) => (
                <Table.Th key={d.band} scope="col" style={{ whiteSpace: 'nowrap' }}>
                  {d.band}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('quizzes.results.people')}</Table.Th>
              {data.map((d) => (
                <Table.Td key={d.band}>{d.count}</Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </SectionCard>
  );
}

const PAGE_SIZE = 50;

/** Who to list (`?situacao=`) and the page (`?pagina=`), in the address (ADR 0036). */
function usePeopleView(rows: QuizResults['rows']) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('situacao');
  const standing = QUIZ_STANDINGS.some((s) => s.value === raw) ? (raw as QuizStanding) : null;
  const filtered = standing ? rows.filter((r) => r.standing === standing) : rows;
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const page = Math.min(pages, Math.max(1, Number(params.get('pagina')) || 1));
  const go = (changes: Record<string, string | null>) => setParams(withParams(params, changes), { replace: false });
  return {
    standing,
    filtered,
    shown: filtered.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    page,
    pages,
    setStanding: (value: string | null) => go({ situacao: value, pagina: null }),
    setPage: (n: number) => go({ pagina: n === 1 ? null : String(n) }),
  };
}

function PeopleTable({ results }: { results: QuizResults }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const standings = useEnumData(QUIZ_STANDINGS);
  const view = usePeopleView(results.rows);
  const name = (row: QuizResults['rows'][number]) =>
    row.person ? (
      <Anchor component={Link} to={readOnlyProfilePath(row.person.publicId)} size="sm" fw={600}>
        {row.person.name}
      </Anchor>
    ) : (
      <Text size="sm">{t('quizzes.results.anonymous')}</Text>
    );
  const score = (p: number | null) => (p === null ? '—' : formatPercent(p));
  const time = (s: number | null) => (s === null ? '—' : formatDuration(s));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="people-heading">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={2} size="h4" id="people-heading">
            {t('quizzes.results.peopleTitle')}
          </Title>
          <FilterSelect
            label={t('quizzes.results.standingFilter')}
            allLabel={t('quizzes.results.allStandings')}
            data={standings}
            value={view.standing}
            onChange={(v) => view.setStanding(v || null)}
            w={220}
          />
        </Group>
        <Text size="sm" c="dimmed" role="status">
          {t('quizzes.results.peopleCount', { count: view.filtered.length })}
        </Text>
        {view.filtered.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('quizzes.results.nobody')}
          </Text>
        ) : mobile ? (
          <CardList gap="xs">
            {view.shown.map((row, i) => (
              <Paper key={row.person?.publicId ?? i} withBorder p="xs" radius="sm" component="li" data-result-row>
                <Group justify="space-between" gap="xs">
                  {name(row)}
                  <StandingBadge standing={row.standing} />
                </Group>
                <Text size="sm">
                  {[
                    t('quizzes.results.scoreIs', { score: score(row.percent) }),
                    t('quizzes.results.attemptsAre', { count: row.attempts }),
                    t('quizzes.results.timeIs', { time: time(row.secondsUsed) }),
                  ].join(' · ')}
                </Text>
              </Paper>
            ))}
          </CardList>
        ) : (
          <DataTable
            minWidth={600}
            region={t('quizzes.results.peopleTitle')}
            framed={false}
            highlightOnHover={false}
            data-testid="results-table"
            columns={[
              t('quizzes.results.person'),
              t('quizzes.results.score'),
              t('quizzes.results.attempts'),
              t('quizzes.results.time'),
              t('quizzes.results.standing'),
            ]}
          >
            {view.shown.map((row, i) => (
              <Table.Tr key={row.person?.publicId ?? i} data-result-row>
                <Table.Td>{name(row)}</Table.Td>
                <Table.Td>{score(row.percent)}</Table.Td>
                <Table.Td>{row.attempts}</Table.Td>
                <Table.Td>{time(row.secondsUsed)}</Table.Td>
                <Table.Td>
                  <StandingBadge standing={row.standing} />
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
        {view.pages > 1 ? (
          <Group gap="sm" justify="center" component="nav" aria-label={t('quizzes.results.pages')}>
            <Button variant="default" size="xs" disabled={view.page === 1} onClick={() => view.setPage(view.page - 1)}>
              {t('quizzes.take.previous')}
            </Button>
            <Text size="sm">{t('quizzes.results.pageOf', { page: view.page, pages: view.pages })}</Text>
            <Button
              variant="default"
              size="xs"
              disabled={view.page === view.pages}
              onClick={() => view.setPage(view.page + 1)}
            >
              {t('quizzes.take.next')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

type ItemRow = QuizResults['items'][number];

/** The item analysis's columns: each header and what its cell shows of a question. */
const ITEM_COLUMNS: readonly {
  header: TranslationKey;
  cell: (item: ItemRow) => ReactNode;
  style?: CSSProperties;
  likertOnly?: boolean;
}[] = [
  { header: 'quizzes.results.question', cell: (item) => item.stem, style: { overflowWrap: 'anywhere', minWidth: 200 } },
  { header: 'quizzes.results.type', cell: (item) => typeLabel(item.type) },
  { header: 'quizzes.results.answered', cell: (item) => item.answered },
  {
    header: 'quizzes.results.facility',
    cell: (item) => (item.facility === null ? '—' : formatPercent(item.facility * 100)),
  },
  {
    header: 'quizzes.results.discrimination',
    cell: (item) => (item.discrimination === null ? '—' : decimal(item.discrimination)),
  },
  {
    header: 'quizzes.results.likert',
    cell: (item) => (item.likert ? item.likert.map((n, i) => `${i + 1}: ${n}`).join(' · ') : '—'),
    likertOnly: true,
  },
];

function ItemAnalysis({ results }: { results: QuizResults }) {
  const { t } = useTranslation();
  if (results.items.length === 0) return null;
  // The Likert column only where some question is one.
  const likert = results.items.some((i) => i.likert);
  const columns = ITEM_COLUMNS.filter((column) => likert || !column.likertOnly);
  return (
    <SectionCard title={t('quizzes.results.items')} gap="sm">
      <Text size="sm" c="dimmed">
        {t('quizzes.results.itemsHint')}
      </Text>
      <DataTable
        minWidth={640}
        region={t('quizzes.results.items')}
        framed={false}
        highlightOnHover={false}
        data-testid="item-analysis"
        columns={columns.map((column) => t(column.header))}
      >
        {results.items.map((item) => (
          <Table.Tr key={item.questionId} data-item={item.questionId}>
            {columns.map((column) => (
              <Table.Td key={column.header} style={column.style}>
                {column.cell(item)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </DataTable>
    </SectionCard>
  );
}

/**
 * /plataforma/quiz/{quizId}/resultados (issue 14 §1 "Scoring and results"): the figures, each person's
 * result, the score histogram (a chart and its table), the item analysis and the CSV exports. A mentor
 * sees their mentees only (the server's `scope`).
 */
export function QuizResultsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { quizId: param = '' } = useParams();
  const quizId = /^\d{1,10}$/.test(param) ? Number(param) : null;
  const results = useQuery({ ...quizResultsQuery(quizId ?? 0), enabled: quizId !== null });
  const title = results.data?.quiz.title;
  useDocumentTitle(title ? `${t('pages.quizResults')} · ${title}` : t('pages.quizResults'));
  const manager = can('quiz');
  useBreadcrumbTrail(
    title
      ? [
          ...(manager ? [{ label: t('pages.quiz'), to: MANAGER_ITEM_PATHS.quiz }] : []),
          { label: title, ...(manager ? { to: QUIZ_PATHS.edit(quizId ?? 0) } : {}) },
          { label: t('pages.quizResults') },
        ]
      : null,
  );
  const back = manager ? <BackLink to={MANAGER_ITEM_PATHS.quiz}>{t('quizzes.editor.back')}</BackLink> : null;

  if (quizId !== null && results.isPending) return <PageLoader />;
  if (!results.data) {
    const missing = quizId === null || (isApiError(results.error) && [400, 404].includes(results.error.status));
    return (
      <Stack gap="md" align="flex-start">
        {back}
        <Title order={1}>{missing ? t('quizzes.take.notFound') : t('pages.quizResults')}</Title>
        {missing ? null : (
          <Alert color="red" role="alert">
            {t('quizzes.results.loadFailed')}
          </Alert>
        )}
      </Stack>
    );
  }
  const data = results.data;
  const s = data.summary;
  const survey = data.quiz.purpose === 'survey';

  return (
    <Stack gap="lg">
      {back}
      <Stack gap={4}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {t('quizzes.results.title', { quiz: data.quiz.title })}
        </Title>
        <MetaLine
          size="sm"
          facts={[
            purposeLabel(data.quiz.purpose),
            data.quiz.purpose === 'graded' ? t('quizzes.results.passMark', { mark: data.quiz.passMark }) : null,
            data.scope === 'mentees' ? t('quizzes.results.menteesOnly') : null,
          ]}
        />
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" data-testid="results-summary">
        <Figure label={t('quizzes.results.assigned')} value={String(s.assigned)} />
        <Figure label={t('quizzes.results.started')} value={String(s.started)} />
        <Figure label={t('quizzes.results.finished')} value={String(s.finished)} />
        {survey ? null : <Figure label={t('quizzes.results.passed')} value={String(s.passed)} />}
        {survey ? null : (
          <Figure label={t('quizzes.results.mean')} value={s.mean === null ? '—' : formatPercent(s.mean)} />
        )}
        <Figure label={t('quizzes.results.awaiting')} value={String(s.awaitingGrading)} />
      </SimpleGrid>
      <Group gap="md">
        <Anchor href={resultsCsvHref(data.quiz.id, 'attempt')} download size="sm" fw={600}>
          <Group component="span" gap={4} wrap="nowrap">
            <IconDownload size={16} aria-hidden />
            {t('quizzes.results.csvAttempts')}
          </Group>
        </Anchor>
        <Anchor href={resultsCsvHref(data.quiz.id, 'question')} download size="sm" fw={600}>
          <Group component="span" gap={4} wrap="nowrap">
            <IconDownload size={16} aria-hidden />
            {t('quizzes.results.csvQuestions')}
          </Group>
        </Anchor>
      </Group>
      {survey ? null : <Histogram results={data} />}
      <PeopleTable results={data} />
      <ItemAnalysis results={data} />
    </Stack>
  );
}
