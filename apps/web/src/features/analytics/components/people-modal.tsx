import { Alert, Anchor, List, Loader, Modal, Text } from '@mantine/core';
import { ANALYTICS_PEOPLE_MAX, type AnalyticsKey } from '@ponte/shared/analytics.schema';
import { readOnlyProfilePath } from '@ponte/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfileLinkState } from '@/lib/profile-origin';
import { peopleQuery } from '../api/analytics-api.ts';

/**
 * The people behind one row of a chart (issue 16 §1), with the chart's filters: what the talent base shows
 * everyone who opens it, each linked to their profile (whose own rules decide what it shows).
 */
export function PeopleModal({
  chartKey,
  query,
  row,
  title,
  onClose,
}: {
  chartKey: AnalyticsKey;
  query: string;
  /** The row's index in the chart's table; null when closed. */
  row: number | null;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const people = useQuery({ ...peopleQuery(chartKey, query, row ?? 0), enabled: row !== null });
  // A profile opened from the list leads back to the analytics, with the same filters (ADR 0035).
  const profileLinkState = useProfileLinkState();
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={t('analytics.card.peopleTitle', { title, row: (row ?? 0) + 1 })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
    >
      {people.isPending ? (
        <Loader role="status" aria-label={t('common.loading')} />
      ) : people.isError || !people.data ? (
        <Alert color="red" role="alert">
          {t('analytics.card.peopleFailed')}
        </Alert>
      ) : people.data.items.length === 0 ? (
        <Text role="status">{t('analytics.card.noPeople')}</Text>
      ) : (
        <>
          <List spacing={4} data-people-list>
            {people.data.items.map((person) => (
              <List.Item key={person.publicId}>
                <Anchor component={Link} to={readOnlyProfilePath(person.publicId)} state={profileLinkState}>
                  {person.name}
                </Anchor>
                {person.detail ? (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    · {person.detail}
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List>
          {people.data.truncated ? (
            <Text size="sm" mt="sm" c="dimmed">
              {t('analytics.card.peopleTruncated', { count: ANALYTICS_PEOPLE_MAX })}
            </Text>
          ) : null}
        </>
      )}
    </Modal>
  );
}
