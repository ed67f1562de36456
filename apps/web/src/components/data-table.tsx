import { Paper, Table, type TableProps, VisuallyHidden } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { ScrollTable } from './scroll-table.tsx';

/**
 * A table as every screen draws it: scrolling sideways below `minWidth`, its caption (when it has one)
 * above it, framed unless it already sits in a frame. `columns` are the header cells: a text becomes a
 * plain column header, anything else (a sortable header, a select-all box) is placed as it is.
 * `region` names the scroller and puts it in the tab order (`ScrollTable`), for a table that holds nothing
 * focusable.
 */
export function DataTable({
  caption,
  region,
  minWidth,
  columns,
  children,
  framed = true,
  striped = true,
  highlightOnHover = true,
  verticalSpacing = 'sm',
  ...tableProps
}: {
  caption?: ReactNode;
  region?: string;
  minWidth: number;
  columns: readonly ReactNode[];
  children: ReactNode;
  /** Off where the table already sits in a frame (a card, a modal). */
  framed?: boolean;
} & Omit<TableProps, 'children' | 'captionSide'>) {
  const inner = (
    <Table
      striped={striped}
      highlightOnHover={highlightOnHover}
      verticalSpacing={verticalSpacing}
      captionSide="top"
      {...tableProps}
    >
      {caption ? <Table.Caption>{caption}</Table.Caption> : null}
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, i) =>
            typeof column === 'string' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for a table's life
              <Table.Th key={i} scope="col">
                {column}
              </Table.Th>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for a table's life
              <Fragment key={i}>{column}</Fragment>
            ),
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  const table = region ? (
    <ScrollTable minWidth={minWidth} label={region}>
      {inner}
    </ScrollTable>
  ) : (
    <Table.ScrollContainer minWidth={minWidth}>{inner}</Table.ScrollContainer>
  );
  return framed ? (
    <Paper withBorder radius="md">
      {table}
    </Paper>
  ) : (
    table
  );
}

/** A column header read by screen readers only (a column of row actions, whose buttons say what they do). */
export function HiddenTh({ label }: { label: string }) {
  return (
    <Table.Th scope="col">
      <VisuallyHidden>{label}</VisuallyHidden>
    </Table.Th>
  );
}
