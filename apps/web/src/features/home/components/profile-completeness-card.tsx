import { Anchor, Group, List, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { PROFILE_COMPLETE_SECTIONS, type ProfileSection } from '@ponte/shared/home.schema';
import { profilePath } from '@ponte/shared/permissions';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TEXT } from '@/lib/semantic-colours';
import { useCurrentSession } from '@/lib/session';
import { homeSummaryQuery } from '../api/home-api.ts';
import { HomeCard, HomeCardSkeleton } from './home-card.tsx';

const ESSENTIAL: readonly ProfileSection[] = PROFILE_COMPLETE_SECTIONS;

/**
 * How much of the person's own profile is filled in, and a link to the tab of each missing part
 * (the sections and their tabs come from the server: GET /api/inicio).
 */
export function ProfileCompletenessCard() {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const missingId = useId();
  const { data } = useQuery(homeSummaryQuery);
  const completeness = data?.profileCompleteness;
  if (!completeness) return <HomeCardSkeleton />;

  const { percent, sections, complete } = completeness;
  const missing = sections.filter((s) => !s.done);
  const done = sections.length - missing.length;

  return (
    <HomeCard title={t('home.profile.title')} testId="home-profile-completeness">
      <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
        <Text size="sm" c="dimmed">
          {t('home.profile.filled', { done, count: sections.length })}
        </Text>
        {/* The bar's accessible name says the same. */}
        <Text fw={700} fz="xl" lh={1} aria-hidden>
          {t('home.profile.percent', { percent })}
        </Text>
      </Group>
      <Progress value={percent} size="lg" radius="xl" aria-label={t('home.profile.progress', { percent })} />
      {missing.length === 0 ? (
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon color={TEXT.positive} variant="transparent" aria-hidden>
            <IconCircleCheck size={20} />
          </ThemeIcon>
          <Text size="sm">{t('home.profile.allDone')}</Text>
        </Group>
      ) : (
        <Stack gap={6}>
          <Text fw={600} size="sm" id={missingId}>
            {t('home.profile.missing')}
          </Text>
          <List spacing={6} size="sm" aria-labelledby={missingId} data-testid="home-profile-missing">
            {missing.map(({ section, tab }) => (
              <List.Item key={section}>
                <Anchor
                  component={Link}
                  to={profilePath(session.publicId, tab)}
                  size="sm"
                  fw={600}
                  underline="always"
                  data-section={section}
                >
                  {t(`home.profile.sections.${section}`)}
                </Anchor>{' '}
                <Text span size="xs" c="dimmed">
                  {t('home.profile.onTab', { tab: t(`pages.${tab}`) })}
                  {!complete && ESSENTIAL.includes(section) && (
                    <>
                      {' · '}
                      <Text span inherit fw={700} c={TEXT.negative}>
                        {t('home.profile.essential')}
                      </Text>
                    </>
                  )}
                </Text>
              </List.Item>
            ))}
          </List>
          {!complete && (
            <Text size="xs" c="dimmed">
              {t('home.profile.essentialHint')}
            </Text>
          )}
        </Stack>
      )}
    </HomeCard>
  );
}
