import { Card, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { STALL_ALERT_DAYS } from '@ponte/shared/mentoring.schema';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '@/lib/session';
import { homeInProgressQuery, homeMineQuery, homeWaitingQuery } from '../api/home-mentoring-api.ts';

const DAY = 24 * 60 * 60 * 1000;

function HomeCard({ to, title, children, testId }: { to: string; title: string; children: ReactNode; testId: string }) {
  return (
    <li>
      <UnstyledButton component={Link} to={to} w="100%" h="100%" data-testid={testId}>
        <Card withBorder radius="md" padding="lg" h="100%">
          <Stack gap={4}>
            <Text fw={600} c="brand">
              {title}
            </Text>
            {children}
          </Stack>
        </Card>
      </UnstyledButton>
    </li>
  );
}

function MyRequestCard() {
  const { t } = useTranslation();
  const { data } = useQuery(homeMineQuery);
  if (!data) return null;
  const open = data.items.find((r) => r.status === 'AGUARDANDO' || r.status === 'EM_ANDAMENTO');
  return (
    <HomeCard to="/plataforma/mentorias" title={t('mentoring.home.mine')} testId="home-my-mentoring">
      <Text size="sm" c="gray.8">
        {!open
          ? t('mentoring.home.noRequest')
          : open.mentor
            ? t('mentoring.home.withMentor', { name: open.mentor.firstName })
            : t('mentoring.status.AGUARDANDO')}
      </Text>
    </HomeCard>
  );
}

function MenteesCard() {
  const { t } = useTranslation();
  const { data } = useQuery(homeInProgressQuery);
  if (!data) return null;
  const limit = Date.now() - STALL_ALERT_DAYS * DAY;
  const stalled = data.items.filter((r) => Date.parse(r.lastFollowUpAt ?? r.linkedAt ?? r.creationDate) < limit).length;
  return (
    <HomeCard to="/plataforma/mentoria-de-talentos" title={t('mentoring.home.mentees')} testId="home-mentees">
      <Text size="sm" c="gray.8">
        {t('mentoring.home.inProgress', { count: data.total })}
      </Text>
      {stalled > 0 && (
        <Text size="sm" c="red.9" fw={600}>
          {t('mentoring.home.stalled', { count: stalled, days: STALL_ALERT_DAYS })}
        </Text>
      )}
    </HomeCard>
  );
}

function WaitingCard() {
  const { t } = useTranslation();
  const { data } = useQuery(homeWaitingQuery);
  if (!data) return null;
  return (
    <HomeCard to="/plataforma/solicitacao-de-mentorias" title={t('mentoring.home.waiting')} testId="home-waiting">
      <Text size="sm" c="gray.8">
        {t('mentoring.requests.total', { count: data.total })}
      </Text>
    </HomeCard>
  );
}

/** Issue 11 §5: what needs the person's attention in mentoring, by what the session lets them open. */
export function MentoringCards() {
  const { t } = useTranslation();
  const can = useCan();
  const cards = [can('mentoring'), can('talentMentoring'), can('mentoringRequests')];
  if (!cards.some(Boolean)) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="home-mentoring">
      <Title order={2} size="h3" id="home-mentoring">
        {t('mentoring.home.title')}
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {cards[0] && <MyRequestCard />}
        {cards[1] && <MenteesCard />}
        {cards[2] && <WaitingCard />}
      </SimpleGrid>
    </Stack>
  );
}
