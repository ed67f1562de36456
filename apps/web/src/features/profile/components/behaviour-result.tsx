import { Group, List, Progress, Stack, Table, Text, Title } from '@mantine/core';
import {
  BEHAVIOURAL_PROFILE_DESCRIPTIONS,
  BEHAVIOURAL_PROFILES,
  type BehaviouralProfile,
} from '@ponte/shared/behavioural-test';
import type { Locale } from '@ponte/shared/locales';
import type { BehaviouralTestAttempt } from '@ponte/shared/profile-behaviour.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';

const BAR_COLORS: Record<BehaviouralProfile, string> = { '1': 'red.8', '2': 'yellow.9', '3': 'teal.8', '4': 'blue.8' };

function useLocale(): Locale {
  return useTranslation().i18n.language as Locale;
}

/** The latest attempt: each profile's share (text and bar) and the dominant profile described. */
export function BehaviourResult({ attempt }: { attempt: BehaviouralTestAttempt }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const chartId = useId();
  const dominant = BEHAVIOURAL_PROFILE_DESCRIPTIONS[attempt.dominant];
  const dominantName = dominant.name[locale];

  return (
    <Stack gap="md" data-testid="behaviour-result">
      <Text size="sm" c="dimmed">
        {t('profileBehaviour.result.takenAt', { date: formatDate(attempt.takenAt) })}
      </Text>
      <Stack gap="xs">
        <Text fw={600} id={chartId}>
          {t('profileBehaviour.result.chartLabel')}
        </Text>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={chartId}>
          {BEHAVIOURAL_PROFILES.map((profile) => {
            const value = attempt.scores[profile];
            return (
              <li key={profile}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={profile === attempt.dominant ? 700 : 400}>
                    {BEHAVIOURAL_PROFILE_DESCRIPTIONS[profile].name[locale]}
                  </Text>
                  <Text size="sm" fw={profile === attempt.dominant ? 700 : 400}>
                    {t('profileBehaviour.result.percentage', { value })}
                  </Text>
                </Group>
                {/* The number beside it says the same; the bar is only its picture. */}
                <Progress value={value} color={BAR_COLORS[profile]} size="lg" radius="sm" aria-hidden />
              </li>
            );
          })}
        </Stack>
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('profileBehaviour.result.dominant', { profile: dominantName })}
        </Title>
        <Text size="sm">{dominant.summary[locale]}</Text>
        <Text size="sm" fw={600}>
          {t('profileBehaviour.result.strengths')}
        </Text>
        <List size="sm" spacing={2}>
          {dominant.strengths[locale].map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <Text size="sm" fw={600}>
          {t('profileBehaviour.result.worksBestWhen')}
        </Text>
        <Text size="sm">{dominant.worksBestWhen[locale]}</Text>
        <Text size="sm" fw={600}>
          {t('profileBehaviour.result.watchOuts')}
        </Text>
        <List size="sm" spacing={2}>
          {dominant.watchOuts[locale].map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Stack>
    </Stack>
  );
}

/** Every attempt, newest first, with its date and dominant profile. */
export function BehaviourHistory({ attempts }: { attempts: readonly BehaviouralTestAttempt[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={headingId}>
        {t('profileBehaviour.history.title')}
      </Title>
      <Table aria-labelledby={headingId} striped verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('profileBehaviour.history.date')}</Table.Th>
            <Table.Th scope="col">{t('profileBehaviour.history.dominant')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {attempts.map((attempt) => (
            <Table.Tr key={attempt.id}>
              <Table.Td>{formatDate(attempt.takenAt)}</Table.Td>
              <Table.Td>{BEHAVIOURAL_PROFILE_DESCRIPTIONS[attempt.dominant].name[locale]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
