import { Alert, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { TitledSection } from '@/components/titled-section';
import { isApiError } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { formatDecimal } from '@/lib/number-format';
import { TEXT } from '@/lib/semantic-colours';
import { HELP_KEY, saveSettings, settingsQuery, statsQuery } from '../api/help-api.ts';
import { TenantArticles } from './tenant-articles.tsx';

const formatPercent = (value: number) => `${formatDecimal(value, currentLocale(), 1)}%`;

/** Admin's tab (issue 14 §2): the support address and the last 30 days' statistics. */
export function HelpAdmin() {
  const { t } = useTranslation();
  const stats = useQuery(statsQuery);
  return (
    <Stack gap="xl">
      <SupportEmail />
      <TenantArticles />
      {stats.isPending ? (
        <PageLoader />
      ) : stats.data ? (
        <TitledSection title={t('help.admin.stats', { days: stats.data.days })} gap="lg">
          <Group gap="xl">
            <Figure label={t('help.admin.views')} value={String(stats.data.views)} />
            <Figure label={t('help.admin.votes')} value={String(stats.data.votes)} />
            <Figure
              label={t('help.admin.helpfulPercent')}
              value={stats.data.helpfulPercent === null ? '—' : formatPercent(stats.data.helpfulPercent)}
            />
          </Group>
          <StatsTable
            caption={t('help.admin.articles')}
            head={[
              t('help.admin.article'),
              t('help.admin.views'),
              t('help.admin.votes'),
              t('help.admin.helpfulPercent'),
            ]}
            rows={stats.data.articles.map((a) => [
              a.title,
              String(a.views),
              String(a.votes),
              a.helpfulPercent === null ? '—' : formatPercent(a.helpfulPercent),
            ])}
          />
          <StatsTable
            caption={t('help.admin.topSearches')}
            head={[t('help.admin.query'), t('help.admin.count'), t('help.admin.resultsColumn')]}
            rows={stats.data.topSearches.map((s) => [s.query, String(s.count), String(s.results)])}
          />
          <StatsTable
            caption={t('help.admin.zeroSearches')}
            head={[t('help.admin.query'), t('help.admin.count')]}
            rows={stats.data.zeroResultSearches.map((s) => [s.query, String(s.count)])}
          />
        </TitledSection>
      ) : (
        <Alert color="red">{t('errors.unexpected')}</Alert>
      )}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md" miw={140}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

function StatsTable({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {caption}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('help.admin.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                {head.map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.join('|')}>
                  {row.map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns.
                    <Table.Td key={i}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function SupportEmail() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQuery);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data) setEmail(settings.data.supportEmail ?? '');
  }, [settings.data]);
  const save = useMutation({
    mutationFn: () => saveSettings({ supportEmail: email.trim() ? email.trim() : null }),
    onSuccess: (saved) => {
      setError(null);
      queryClient.setQueryData([...HELP_KEY, 'settings'], saved);
    },
    onError: (failure) => setError(isApiError(failure) ? t('validation.email') : t('errors.unexpected')),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('help.admin.supportEmail')}
          description={t('help.admin.supportEmailHint')}
          type="email"
          value={email}
          error={error}
          onChange={(event) => setEmail(event.currentTarget.value)}
          style={{ flex: '1 1 260px' }}
        />
        <Button type="submit" loading={save.isPending}>
          {t('help.admin.saveSettings')}
        </Button>
      </Group>
      <Text size="sm" c={TEXT.body} aria-live="polite" mt={4}>
        {save.isSuccess ? t('help.admin.settingsSaved') : ''}
      </Text>
    </form>
  );
}
