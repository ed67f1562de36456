import { Group, Select, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Above a list: how many rows match ("132 usuários") and how many to show per page. */
export function ListSummary({
  totalText,
  pageSize,
  pageSizes,
  onPageSize,
}: {
  totalText: string | null;
  pageSize: number;
  pageSizes: readonly number[];
  onPageSize: (size: number) => void;
}) {
  const { t } = useTranslation();
  const sizeId = useId();
  return (
    <Group justify="space-between" align="center" gap="sm" mb="sm" wrap="wrap">
      <Text fw={600} aria-live="polite" data-testid="list-total">
        {totalText ?? '\u00a0'}
      </Text>
      <Group gap="xs" align="center" wrap="nowrap">
        <Text component="label" htmlFor={sizeId} size="sm">
          {t('common.pageSize')}
        </Text>
        <Select
          id={sizeId}
          data={pageSizes.map((n) => ({ value: String(n), label: String(n) }))}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          allowDeselect={false}
          w={88}
          size="sm"
        />
      </Group>
    </Group>
  );
}
