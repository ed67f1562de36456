import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen. The scroller is a named region in the tab order, so
 * a keyboard can scroll it even when the table holds nothing focusable (axe: scrollable-region-focusable).
 */
export function ScrollTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer type="native" minWidth={minWidth} tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}
