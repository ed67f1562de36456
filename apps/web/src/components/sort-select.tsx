import { Select } from '@mantine/core';
import type { SortOrder } from '@ponte/shared/list-query';
import { useTranslation } from 'react-i18next';

/**
 * Sorting for a list shown as cards (no column headers to click): each column in both directions,
 * e.g. "Nome (crescente)". The table form of the same list sorts with SortableTh.
 */
export function SortSelect<S extends string>({
  columns,
  sort,
  order,
  onSort,
}: {
  columns: readonly { value: S; label: string }[];
  sort: S;
  order: SortOrder;
  onSort: (sort: S, order: SortOrder) => void;
}) {
  const { t } = useTranslation();
  const data = columns.flatMap((column) =>
    (['asc', 'desc'] as const).map((direction) => ({
      value: `${column.value}:${direction}`,
      label: `${column.label} (${t(direction === 'asc' ? 'common.ascending' : 'common.descending')})`,
    })),
  );
  return (
    <Select
      label={t('common.sortLabel')}
      data={data}
      value={`${sort}:${order}`}
      onChange={(value) => {
        if (!value) return;
        const [column, direction] = value.split(':') as [S, SortOrder];
        onSort(column, direction);
      }}
      allowDeselect={false}
      w={{ base: '100%', xs: 260 }}
    />
  );
}
