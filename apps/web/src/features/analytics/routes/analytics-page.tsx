import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ANALYTICS_KEYS, SUMMARY_FIGURES } from '@ponte/shared/analytics.schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';
import { summaryQuery } from '../api/analytics-api.ts';
import {
  type AddressChange,
  apiParams,
  changeAddress,
  readAddress,
  saoPauloToday,
} from '../components/analytics-address.ts';
import { AnalyticsFilters } from '../components/analytics-filters.tsx';
import { SUMMARY_KINDS } from '../components/analytics-format.ts';
import { ChartCard, preloadCharts } from '../components/chart-card.tsx';
import { DigestCard } from '../components/digest-card.tsx';
import { FigureStat } from '../components/figure-stat.tsx';
import { useAnalyticsFormatter } from '../components/use-analytics-formatter.ts';

/**
 * /plataforma/analise (issue 16 §1; ADR 0045): mais-pra-ti's Admin, Rh and RhMentor read the programme's
 * figures for a period. Period and filters live in the address (ADR 0036); the headline figures and
 * each chart come from the API as they are, each with its change against the previous period.
 */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const title = t('pages.analytics');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const address = useMemo(() => readAddress(params), [params]);
  const today = saoPauloToday();
  const query = apiParams(address, today).toString();
  const summary = useQuery(summaryQuery(query));
  const format = useAnalyticsFormatter();
  const figuresId = useId();
  const change = (next: AddressChange) => void navigate({ search: changeAddress(params, next).toString() });
  const period = summary.data;
  useEffect(preloadCharts, []);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('analytics.screen.intro')}</Text>
      </Stack>
      <AnalyticsFilters address={address} onChange={change} />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={figuresId}>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id={figuresId}>
              {t('analytics.screen.headline')}
            </Title>
            {period ? (
              <Text size="sm" c="dimmed" data-period>
                {t('analytics.screen.period', {
                  from: format.value('date', period.period.from),
                  to: format.value('date', period.period.to),
                })}
                {', '}
                {t('analytics.screen.previousPeriod', {
                  from: format.value('date', period.previousPeriod.from),
                  to: format.value('date', period.previousPeriod.to),
                })}
              </Text>
            ) : null}
          </div>
          {summary.isPending ? (
            <Skeleton h={160} radius="md" />
          ) : summary.isError || !summary.data ? (
            <Alert color="red" role="alert">
              {t('analytics.screen.loadFailed')}
            </Alert>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md" data-summary>
              {SUMMARY_FIGURES.map((key) => (
                <FigureStat
                  key={key}
                  label={t(`analytics.figures.${key}`)}
                  figure={summary.data.figures[key]}
                  kind={SUMMARY_KINDS[key]}
                  format={format}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {ANALYTICS_KEYS.map((key) => (
          <ChartCard
            key={key}
            chartKey={key}
            query={query}
            format={format}
            {...(key === 'funil' ? { breakdown: address.breakdown, onBreakdown: (b) => change({ breakdown: b }) } : {})}
          />
        ))}
      </SimpleGrid>
      <DigestCard />
    </Stack>
  );
}
