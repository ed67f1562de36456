import { Select } from '@mantine/core';
import type { SortOrder } from '@ponte/shared/list-query';
import { useTranslation } from 'react-i18next';

/**
 * Sorting for a list shown as cards (no column headers to click): each column in both directions,
 * e.g. "Nome (crescente)". The table form of the same list sorts with SortableTh; both take the list's
 * `sortBy` (lib/use-list-params.ts).
 */
export function SortSelect<S extends string>({
  columns,
  query,
  sortBy,
}: {
  columns: readonly { value: S; label: string }[];
  query: { sort: S; order: SortOrder };
  sortBy: (sort: S) => (order: SortOrder) => void;
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
      value={`${query.sort}:${query.order}`}
      onChange={(value) => {
        if (!value) return;
        const [column, direction] = value.split(':') as [S, SortOrder];
        sortBy(column)(direction);
      }}
      allowDeselect={false}
      w={{ base: '100%', xs: 260 }}
    />
  );
}
