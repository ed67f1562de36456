import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type SortOrder = 'asc' | 'desc';

/**
 * A column header that sorts the list: a button inside the header cell (keyboard and screen readers
 * reach it), and `aria-sort` on the cell saying which column sorts and which way.
 */
export function SortableTh({
  label,
  active,
  order,
  onSort,
}: {
  label: string;
  active: boolean;
  order: SortOrder;
  /** Called with the order to apply: a new column starts ascending, the current one flips. */
  onSort: (order: SortOrder) => void;
}) {
  const { t } = useTranslation();
  const Icon = !active ? IconArrowsSort : order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort(active && order === 'asc' ? 'desc' : 'asc')}
        title={t('common.sortBy', { column: label })}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The header maker of a list whose columns sort: give it one of the list's sort columns and it answers that
 * column's header, active while the list sorts by it (`query` and `sortBy` from lib/use-list-params.ts).
 */
export function sortableHeaders<S extends string>(
  query: { sort: S; order: SortOrder },
  sortBy: (sort: S) => (order: SortOrder) => void,
) {
  return (column: { value: S; label: string }) => (
    <SortableTh
      key={column.value}
      label={column.label}
      active={query.sort === column.value}
      order={query.order}
      onSort={sortBy(column.value)}
    />
  );
}
