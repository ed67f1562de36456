import { Text } from '@mantine/core';
import { STALL_ALERT_DAYS } from '@ponte/shared/mentoring.schema';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TEXT } from '@/lib/semantic-colours';
import { homeInProgressQuery, homeMineQuery, homeWaitingQuery } from '../api/home-mentoring-api.ts';
import { HomeCardSkeleton, HomeLinkCard } from './home-card.tsx';

// Issue 11 §5: what needs the person's attention in mentoring. Each card is an entry of the home's
// registry (home-cards.ts), shown by the capability of the screen it leads to.

const DAY = 24 * 60 * 60 * 1000;

export function MyRequestCard() {
  const { t } = useTranslation();
  const { data, isError } = useQuery(homeMineQuery);
  // A failed read leaves the card out rather than waiting for ever.
  if (isError) return null;
  if (!data) return <HomeCardSkeleton />;
  const open = data.items.find((r) => r.status === 'AGUARDANDO' || r.status === 'EM_ANDAMENTO');
  return (
    <HomeLinkCard to="/plataforma/mentorias" title={t('mentoring.home.mine')} testId="home-my-mentoring">
      <Text size="sm" c="dimmed">
        {!open
          ? t('mentoring.home.noRequest')
          : open.mentor
            ? t('mentoring.home.withMentor', { name: open.mentor.firstName })
            : t('mentoring.status.AGUARDANDO')}
      </Text>
    </HomeLinkCard>
  );
}

export function MenteesCard() {
  const { t } = useTranslation();
  const { data, isError } = useQuery(homeInProgressQuery);
  if (isError) return null;
  if (!data) return <HomeCardSkeleton />;
  const limit = Date.now() - STALL_ALERT_DAYS * DAY;
  const stalled = data.items.filter((r) => Date.parse(r.lastFollowUpAt ?? r.linkedAt ?? r.creationDate) < limit).length;
  return (
    <HomeLinkCard to="/plataforma/mentoria-de-talentos" title={t('mentoring.home.mentees')} testId="home-mentees">
      <Text size="sm" c="dimmed">
        {t('mentoring.home.inProgress', { count: data.total })}
      </Text>
      {stalled > 0 && (
        <Text size="sm" c={TEXT.negative} fw={600}>
          {t('mentoring.home.stalled', { count: stalled, days: STALL_ALERT_DAYS })}
        </Text>
      )}
    </HomeLinkCard>
  );
}

export function WaitingCard() {
  const { t } = useTranslation();
  const { data, isError } = useQuery(homeWaitingQuery);
  if (isError) return null;
  if (!data) return <HomeCardSkeleton />;
  return (
    <HomeLinkCard to="/plataforma/solicitacao-de-mentorias" title={t('mentoring.home.waiting')} testId="home-waiting">
      <Text size="sm" c="dimmed">
        {t('mentoring.requests.total', { count: data.total })}
      </Text>
    </HomeLinkCard>
  );
}
