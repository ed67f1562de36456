import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  ANALYTICS_BREAKDOWNS,
  type AnalyticsBreakdown,
  type AnalyticsKey,
  type AnalyticsTable,
  type Cell,
} from '@ponte/shared/analytics.schema';
import type { TranslationKey } from '@ponte/shared/i18n/keys';
import { readOnlyProfilePath } from '@ponte/shared/permissions';
import { IconChartBar, IconDownload, IconTable } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfileLinkState } from '@/lib/profile-origin';
import { csvHref, tableQuery } from '../api/analytics-api.ts';
import { type Formatter, HEADLINES } from './analytics-format.ts';
import { hasMasked } from './chart-data.ts';
import { DataTable, type ExtraColumn } from './data-table.tsx';
import { FigureStat } from './figure-stat.tsx';
import { PeopleModal } from './people-modal.tsx';

// recharts arrives in a chunk of its own, not with the screen's: the screen asks for it as it opens
// (preloadCharts), so it downloads while the figures are computed.
const loadCharts = () => import('./analytics-chart.tsx');
export const preloadCharts = (): void => void loadCharts().catch(() => undefined);
const AnalyticsChart = lazy(async () => ({ default: (await loadCharts()).AnalyticsChart }));

/** Charts that are a table already: no drawing, the rows on screen. */
const TABLE_ONLY: ReadonlySet<AnalyticsKey> = new Set(['em-risco', 'engajamento']);

const NOTES: Partial<Record<AnalyticsKey, TranslationKey>> = {
  retencao: 'analytics.card.retentionNote',
  'tempo-ate-mentor': 'analytics.card.waitingNow',
  'em-risco': 'analytics.card.atRiskNow',
  'carga-mentores': 'analytics.card.loadNote',
};

// As every list, a person opens read-only (ADR 0035): analytics is for looking, not for editing.
const profilePath = (publicId: Cell | undefined) => readOnlyProfilePath(String(publicId));

/**
 * One chart of the analytics screen: its headline figures with their change, the chart (loaded on
 * demand) or, at a click, its rows as a table (the table is always there for screen readers), and the
 * CSV of the same rows with the same filters. The card fetches its own data, so one slow chart holds
 * up no other.
 */
export function ChartCard({
  chartKey,
  query,
  format,
  breakdown,
  onBreakdown,
}: {
  chartKey: AnalyticsKey;
  /** The API's query string (period and filters). */
  query: string;
  format: Formatter;
  /** The funnel's breakdown. */
  breakdown?: AnalyticsBreakdown | null;
  onBreakdown?: (value: AnalyticsBreakdown | null) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  const fullQuery = breakdown ? `${query}&por=${breakdown}` : query;
  const table = useQuery(tableQuery(chartKey, fullQuery));
  const title = t(`analytics.charts.${chartKey}`);
  const tableOnly = TABLE_ONLY.has(chartKey);
  const data = table.data;
  const note = NOTES[chartKey];

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} data-chart={chartKey} miw={0}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <Group gap="xs">
            {tableOnly ? null : (
              <Button
                variant="default"
                size="compact-sm"
                leftSection={asTable ? <IconChartBar size={16} aria-hidden /> : <IconTable size={16} aria-hidden />}
                onClick={() => setAsTable((v) => !v)}
              >
                {asTable ? t('analytics.card.showChart') : t('analytics.card.showTable')}
                <VisuallyHidden> {t('analytics.card.csvOf', { title })}</VisuallyHidden>
              </Button>
            )}
            <Anchor href={csvHref(chartKey, fullQuery)} download size="sm" fw={600} data-csv>
              <Group gap={4} wrap="nowrap" component="span">
                <IconDownload size={16} aria-hidden />
                <span>
                  {t('analytics.card.csv')}
                  <VisuallyHidden> {t('analytics.card.csvOf', { title })}</VisuallyHidden>
                </span>
              </Group>
            </Anchor>
          </Group>
        </Group>
        {chartKey === 'funil' && onBreakdown ? (
          <Select
            label={t('analytics.card.breakdown')}
            data={[
              { value: '', label: t('analytics.card.noBreakdown') },
              ...ANALYTICS_BREAKDOWNS.map((b) => ({ value: b, label: t(`analytics.breakdowns.${b}`) })),
            ]}
            value={breakdown ?? ''}
            onChange={(value) => onBreakdown((value || null) as AnalyticsBreakdown | null)}
            allowDeselect={false}
            maw={260}
          />
        ) : null}
        {note ? (
          <Text size="sm" c="dimmed">
            {t(note)}
          </Text>
        ) : null}
        {table.isPending ? (
          <Skeleton h={200} radius="md" />
        ) : table.isError || !data ? (
          <Alert color="red" role="alert">
            {t('analytics.screen.loadFailed')}
          </Alert>
        ) : (
          <CardBody
            table={data}
            format={format}
            title={title}
            asTable={asTable || tableOnly}
            tableOnly={tableOnly}
            // With a breakdown the funnel's rows are groups × steps: their people are listed from the CSV's
            // groups only, so the per-row list is offered for the plain funnel.
            peopleQuery={chartKey === 'funil' && breakdown ? null : fullQuery}
          />
        )}
      </Stack>
    </Paper>
  );
}

function Headlines({ table, format }: { table: AnalyticsTable; format: Formatter }) {
  const { t } = useTranslation();
  const figures = HEADLINES[table.key].flatMap(({ figure, kind }) => {
    const value = figure === 'summary' ? table.summary : table.extras[figure];
    if (!value) return [];
    const label = t(`analytics.headlines.${figure === 'summary' ? table.key : figure}` as TranslationKey);
    return [{ figure, kind, value, label }];
  });
  if (figures.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: figures.length }} spacing="sm">
      {figures.map((f) => (
        <FigureStat key={f.figure} label={f.label} figure={f.value} kind={f.kind} format={format} size="md" />
      ))}
    </SimpleGrid>
  );
}

function CardBody({
  table,
  format,
  title,
  asTable,
  tableOnly,
  peopleQuery,
}: {
  table: AnalyticsTable;
  format: Formatter;
  title: string;
  asTable: boolean;
  tableOnly: boolean;
  /** The query the rows were read with, for the people behind a row; null where that is not offered. */
  peopleQuery: string | null;
}) {
  const { t } = useTranslation();
  const [peopleRow, setPeopleRow] = useState<number | null>(null);
  // A list that is a table already is named by its title; a chart's table says it holds the chart's data.
  const caption = tableOnly ? title : t('analytics.card.caption', { title });
  // A profile opened from a row leads back here, with the same filters (ADR 0035).
  const profileLinkState = useProfileLinkState();
  let render: Record<string, (row: Record<string, Cell>) => ReactNode> = {};
  let extra: ExtraColumn[] = [];
  let after: ReactNode = null;
  if (table.key === 'em-risco') {
    render = {
      person: (row) => (
        <Anchor component={Link} to={profilePath(row.publicId)} state={profileLinkState} size="sm">
          {String(row.person ?? '—')}
        </Anchor>
      ),
      lastActivity: (row) =>
        row.lastActivity ? format.value('date', row.lastActivity) : t('analytics.card.noActivity'),
    };
  }
  if (table.key === 'carga-mentores') {
    const standing = (row: Record<string, Cell>) => {
      const active = Number(row.active ?? 0);
      const capacity = Number(row.capacity ?? 0);
      if (capacity === 0) return t('analytics.card.noCapacity');
      return active > capacity ? t('analytics.card.overCapacity') : t('analytics.card.withinCapacity');
    };
    extra = [{ key: 'standing', label: t('analytics.card.standing'), cell: standing }];
    const over = table.rows.filter((r) => Number(r.capacity ?? 0) > 0 && Number(r.active ?? 0) > Number(r.capacity));
    if (over.length > 0) {
      const names = over
        .map(
          (r) =>
            `${String(r.mentor)} (${t('analytics.card.ofCapacity', {
              active: format.value('count', r.active),
              capacity: format.value('count', r.capacity),
            })})`,
        )
        .join('; ');
      after = (
        <Text size="sm" fw={600} data-over-capacity>
          {t('analytics.card.overList', { names })}
        </Text>
      );
    }
  }
  // Each row opens the people behind it (the at-risk list is people already).
  const peopleColumn: ExtraColumn | null =
    peopleQuery !== null && table.key !== 'em-risco'
      ? {
          key: 'people',
          label: t('analytics.card.peopleColumn'),
          cell: (row) => {
            const index = table.rows.indexOf(row);
            return (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => setPeopleRow(index)}
                aria-label={t('analytics.card.peopleButtonOf', { row: index + 1, title })}
                data-people-row={index}
              >
                {t('analytics.card.peopleButton')}
              </Button>
            );
          },
        }
      : null;
  const masked = table.columns.includes('group') && hasMasked(table.rows, 'people');
  const dataTable = (visible: boolean) => (
    <DataTable
      caption={caption}
      regionLabel={tableOnly ? t('analytics.card.tableRegion', { title }) : caption}
      columns={table.columns}
      rows={table.rows}
      format={format}
      render={render}
      hide={['publicId']}
      // The hidden copy screen readers read has no buttons: nothing focusable hides off screen.
      extra={visible && peopleColumn ? [...extra, peopleColumn] : extra}
      focusable={visible}
      maxHeight={visible && table.key === 'em-risco' ? 440 : undefined}
    />
  );

  return (
    <Stack gap="sm">
      <Headlines table={table} format={format} />
      {masked ? (
        <Text size="sm" c="dimmed">
          {t('analytics.card.maskedNote')}
        </Text>
      ) : null}
      {table.rows.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {t('analytics.card.empty')}
        </Text>
      ) : asTable || tableOnly ? (
        dataTable(true)
      ) : (
        <>
          <div aria-hidden data-chart-drawing style={{ minWidth: 0 }}>
            <Suspense fallback={<Skeleton h={200} radius="md" />}>
              <AnalyticsChart table={table} format={format} />
            </Suspense>
          </div>
          <VisuallyHidden component="div">{dataTable(false)}</VisuallyHidden>
        </>
      )}
      {after}
      {peopleQuery !== null ? (
        <PeopleModal
          chartKey={table.key}
          query={peopleQuery}
          row={peopleRow}
          title={title}
          onClose={() => setPeopleRow(null)}
        />
      ) : null}
    </Stack>
  );
}
