import { Alert, VisuallyHidden } from '@mantine/core';
import { HOME_SECTIONS } from '@ponte/shared/home.schema';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/card-list';
import { TitledSection } from '@/components/titled-section';
import { useCurrentSession } from '@/lib/session';
import { homeSummaryQuery } from '../api/home-api.ts';
import { HomeCardSkeleton } from './home-card.tsx';
import { shownCards } from './home-cards.ts';

/** The registry's cards this person sees (home-cards.ts), in order, each loaded on demand. */
export function HomeCardsGrid() {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const summary = useQuery(homeSummaryQuery);
  const sections = summary.data ? HOME_SECTIONS.filter((s) => summary.data[s] !== undefined) : null;
  const cards = shownCards({ capabilities: session.permissions.capabilities, sections });
  if (cards.length === 0 && !summary.isPending && !summary.isError) return null;

  return (
    <TitledSection title={t('home.day')} gap="md" aria-busy={summary.isPending}>
      {summary.isPending && <VisuallyHidden role="status">{t('home.loadingCards')}</VisuallyHidden>}
      {summary.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('home.loadFailed')}
        </Alert>
      )}
      <CardGrid>
        {/* The server's sections arrive first: their place is kept while they do. */}
        {summary.isPending && (
          <li aria-hidden>
            <HomeCardSkeleton />
          </li>
        )}
        {cards.map(({ id, component: Card }) => (
          <li key={id} data-home-card={id}>
            <Suspense fallback={<HomeCardSkeleton />}>
              <Card />
            </Suspense>
          </li>
        ))}
      </CardGrid>
    </TitledSection>
  );
}
