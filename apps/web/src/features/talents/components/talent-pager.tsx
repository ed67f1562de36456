import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface TalentPagerProps {
  /** 1-based page number, or null when unknown (a shared link that starts mid-list). */
  page: number | null;
  onFirstPage: boolean;
  canGoBack: boolean;
  nextCursor: string | null;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
}

/**
 * Keyset paging: "next" follows the answer's cursor; "previous" pops the cursors this tab walked
 * through (kept in history state). A link opened mid-list has no such trail, so it offers the first page.
 */
export function TalentPager({
  page,
  onFirstPage,
  canGoBack,
  nextCursor,
  onFirst,
  onPrevious,
  onNext,
}: TalentPagerProps) {
  const { t } = useTranslation();
  if (onFirstPage && !nextCursor) return null;
  return (
    <nav aria-label={t('talents.list.pagination')}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          {!onFirstPage && canGoBack ? (
            <Button variant="default" size="sm" onClick={onPrevious}>
              {t('talents.list.previous')}
            </Button>
          ) : null}
          {!onFirstPage && !canGoBack ? (
            <Button variant="default" size="sm" onClick={onFirst}>
              {t('talents.list.firstPage')}
            </Button>
          ) : null}
        </Group>
        {page !== null ? (
          <Text size="sm" c="gray.8" aria-live="polite" data-talent-page>
            {t('talents.list.page', { page })}
          </Text>
        ) : null}
        {nextCursor ? (
          <Button variant="light" size="sm" onClick={() => onNext(nextCursor)}>
            {t('talents.list.next')}
          </Button>
        ) : (
          <span />
        )}
      </Group>
    </nav>
  );
}
