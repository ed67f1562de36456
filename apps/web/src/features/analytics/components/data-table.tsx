import { Box, Table } from '@mantine/core';
import type { Cell } from '@ponte/shared/analytics.schema';
import type { TranslationKey } from '@ponte/shared/i18n/keys';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { columnKind, type Formatter } from './analytics-format.ts';

export interface ExtraColumn {
  key: string;
  label: string;
  cell: (row: Record<string, Cell>) => ReactNode;
}

/**
 * A chart's rows as a table, under the API's column labels (`analytics.columns.*`, the CSV's header),
 * each value written as the screen writes it. It scrolls sideways inside its card; when it is on
 * screen, the scrolling box can take focus so that a keyboard can scroll it too.
 */
export function DataTable({
  caption,
  regionLabel = caption,
  columns,
  rows,
  format,
  render = {},
  hide = [],
  extra = [],
  focusable = true,
  maxHeight,
}: {
  caption: string;
  /**
   * The scrolling box's name, when the caption alone would repeat a landmark's (a card whose only content
   * is the table is a section named by the same title).
   */
  regionLabel?: string;
  columns: readonly string[];
  rows: readonly Record<string, Cell>[];
  format: Formatter;
  /** A cell drawn otherwise (a link to a person). */
  render?: Readonly<Record<string, (row: Record<string, Cell>) => ReactNode>>;
  /** Columns the CSV has that the screen does not show (identifiers). */
  hide?: readonly string[];
  extra?: readonly ExtraColumn[];
  focusable?: boolean;
  maxHeight?: number;
}) {
  const { t } = useTranslation();
  const shown = columns.filter((c) => !hide.includes(c));
  const numeric = (c: string) => columnKind(c) !== 'text' && columnKind(c) !== 'date';
  return (
    <Box
      role={focusable ? 'region' : undefined}
      aria-label={focusable ? regionLabel : undefined}
      tabIndex={focusable ? 0 : undefined}
      // Visually hidden, it is no scrolling box (one no keyboard could reach); on screen, it scrolls.
      style={focusable ? { overflow: 'auto', maxHeight } : undefined}
      data-analytics-table
    >
      <Table striped verticalSpacing={6} horizontalSpacing="sm" captionSide="top" miw={shown.length * 110}>
        <Table.Caption style={{ textAlign: 'start' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {shown.map((c) => (
              <Table.Th key={c} scope="col" ta={numeric(c) ? 'end' : undefined}>
                {t(`analytics.columns.${c}` as TranslationKey)}
              </Table.Th>
            ))}
            {extra.map((e) => (
              <Table.Th key={e.key} scope="col">
                {e.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            // Rows have no identity of their own: their order is the API's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are replaced as a whole
            <Table.Tr key={i}>
              {shown.map((c) => (
                <Table.Td key={c} ta={numeric(c) ? 'end' : undefined}>
                  {render[c] ? render[c](row) : format.value(columnKind(c), row[c])}
                </Table.Td>
              ))}
              {extra.map((e) => (
                <Table.Td key={e.key}>{e.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
