import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CursorTrail } from '@/lib/use-list-params';

/** Below a keyset-paged list: previous (or first, for a link opened mid-list), the page number, next. */
export function ListPager({ trail, nextCursor }: { trail: CursorTrail; nextCursor: string | null }) {
  const { t } = useTranslation();
  if (trail.onFirstPage && !nextCursor) return null;
  return (
    <nav aria-label={t('common.pagination')}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          {!trail.onFirstPage ? (
            <Button variant="default" size="sm" onClick={trail.canGoBack ? trail.previous : trail.first}>
              {trail.canGoBack ? t('common.previousPage') : t('common.firstPage')}
            </Button>
          ) : null}
        </Group>
        {trail.page !== null ? (
          <Text size="sm" c="dimmed" aria-live="polite" data-list-page>
            {t('common.pageNumber', { page: trail.page })}
          </Text>
        ) : null}
        {nextCursor ? (
          <Button variant="light" size="sm" onClick={() => trail.next(nextCursor)}>
            {t('common.nextPage')}
          </Button>
        ) : (
          <span />
        )}
      </Group>
    </nav>
  );
}
