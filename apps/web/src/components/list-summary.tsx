import { Group, Select, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageSizeProps {
  pageSize: number;
  pageSizes: readonly number[];
  onPageSize: (size: number) => void;
}

/**
 * Above a list: how many rows match ("132 usuários"), and, where the list pages by a chosen size, how
 * many to show per page. Every list says its total the same way (and tests find it as `list-total`).
 */
export function ListSummary({ totalText, paging }: { totalText: string | null; paging?: PageSizeProps }) {
  const { t } = useTranslation();
  const sizeId = useId();
  return (
    <Group justify="space-between" align="center" gap="sm" mb="sm" wrap="wrap">
      <Text fw={600} aria-live="polite" data-testid="list-total">
        {totalText ?? '\u00a0'}
      </Text>
      {paging ? (
        <Group gap="xs" align="center" wrap="nowrap">
          <Text component="label" htmlFor={sizeId} size="sm">
            {t('common.pageSize')}
          </Text>
          <Select
            id={sizeId}
            data={paging.pageSizes.map((n) => ({ value: String(n), label: String(n) }))}
            value={String(paging.pageSize)}
            onChange={(value) => value && paging.onPageSize(Number(value))}
            allowDeselect={false}
            w={88}
            size="sm"
          />
        </Group>
      ) : null}
    </Group>
  );
}
