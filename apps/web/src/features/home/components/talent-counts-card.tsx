import { Anchor, Group, Stack, Text } from '@mantine/core';
import { talentBasePath } from '@ponte/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { useTenant } from '@/lib/tenant';
import { useVocabularyT } from '@/lib/use-vocabulary';
import { homeSummaryQuery } from '../api/home-api.ts';
import { HomeCard, HomeCardSkeleton } from './home-card.tsx';

/** One figure and what it counts, as one link: its name reads "12 new sign-ups since …". */
function Count({ value, to, label, testId }: { value: number; to: string; label: string; testId: string }) {
  return (
    <Anchor component={Link} to={to} underline="hover" data-testid={testId}>
      <Group gap="sm" wrap="nowrap" align="baseline">
        <Text span fw={700} fz="xl" lh={1} miw="2.5ch" ta="right">
          {value}
        </Text>{' '}
        <Text span size="sm" td="underline">
          {label}
        </Text>
      </Group>
    </Anchor>
  );
}

/**
 * For whoever opens the talent base: the tenant's talents that are new this week and those whose
 * profile is not complete, each a link to the talent base (which has no filter for either yet).
 */
export function TalentCountsCard() {
  const { t } = useTranslation();
  const vt = useVocabularyT();
  const tenant = useTenant();
  const { data } = useQuery(homeSummaryQuery);
  const counts = data?.talentCounts;
  if (!counts) return <HomeCardSkeleton />;
  const to = talentBasePath(tenant.slug);

  return (
    <HomeCard title={vt('pages.talentBase')} testId="home-talent-counts">
      <Stack gap="xs">
        <Count
          value={counts.newSince}
          to={to}
          testId="home-talents-new"
          label={t('home.talents.newSince', { count: counts.newSince, date: formatDate(counts.since) })}
        />
        <Count
          value={counts.incompleteProfiles}
          to={to}
          testId="home-talents-incomplete"
          label={t('home.talents.incomplete', { count: counts.incompleteProfiles })}
        />
      </Stack>
      <Text size="sm" c="dimmed">
        {t('home.talents.total', { count: counts.total })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('home.talents.completeRule')}
      </Text>
    </HomeCard>
  );
}
