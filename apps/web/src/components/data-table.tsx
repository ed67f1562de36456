import { Paper, Table, type TableProps, VisuallyHidden } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

/**
 * A list's table as every list draws it: framed, scrolling sideways below `minWidth`, its caption above
 * it. `columns` are the header cells: a text becomes a plain column header, anything else (a sortable
 * header, a select-all box) is placed as it is.
 */
export function DataTable({
  caption,
  minWidth,
  columns,
  children,
  framed = true,
  striped = true,
  highlightOnHover = true,
  ...tableProps
}: {
  caption: ReactNode;
  minWidth: number;
  columns: readonly ReactNode[];
  children: ReactNode;
  /** Off where the table already sits in a frame (a card, a modal). */
  framed?: boolean;
} & Omit<TableProps, 'children' | 'captionSide' | 'verticalSpacing'>) {
  const table = (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table
        striped={striped}
        highlightOnHover={highlightOnHover}
        verticalSpacing="sm"
        captionSide="top"
        {...tableProps}
      >
        <Table.Caption>{caption}</Table.Caption>
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
    </Table.ScrollContainer>
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
