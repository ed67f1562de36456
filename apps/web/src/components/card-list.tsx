import { Paper, type PaperProps, SimpleGrid, type SimpleGridProps, Stack, type StackProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

const PLAIN = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * A list of cards or rows that reads as a list (`ul`, or `ol` where the order means something), without
 * bullets: a screen reader says how many there are. `label` names it where the heading above does not.
 */
export function CardList({
  label,
  ordered = false,
  gap = 'sm',
  children,
  ...rest
}: { label?: string; ordered?: boolean; children: ReactNode } & Omit<StackProps, 'component' | 'style' | 'children'>) {
  return (
    <Stack gap={gap} component={ordered ? 'ol' : 'ul'} style={PLAIN} aria-label={label} {...rest}>
      {children}
    </Stack>
  );
}

/** The same list laid out as a grid of cards, one column on a phone. */
export function CardGrid({
  label,
  cols = { base: 1, sm: 2, lg: 3 },
  children,
}: {
  label?: string;
  cols?: SimpleGridProps['cols'];
  children: ReactNode;
}) {
  return (
    <SimpleGrid cols={cols} spacing="md" component="ul" style={PLAIN} aria-label={label}>
      {children}
    </SimpleGrid>
  );
}

/** One card of a `CardList`: its item (`li`), framed. Data attributes pass through for tests. */
export function ListCard({
  children,
  ...rest
}: { children: ReactNode } & PaperProps & Omit<ComponentPropsWithoutRef<'li'>, 'style' | 'className'>) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" {...rest}>
      {children}
    </Paper>
  );
}
