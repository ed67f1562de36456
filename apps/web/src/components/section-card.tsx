import { type MantineSpacing, Paper, type PaperProps } from '@mantine/core';
import type { ComponentProps, ReactNode, Ref } from 'react';
import { TitledSection } from './titled-section.tsx';

export interface SectionCardProps extends Omit<PaperProps, 'children' | 'title'> {
  title: ReactNode;
  /** Set at the far end of the heading's line (a status badge, an "add" button). */
  aside?: ReactNode;
  /** The heading's level: 2 for a page's parts, 3 for a part inside a dialog (smaller). */
  order?: 2 | 3;
  /** The space between the heading and each part. */
  gap?: MantineSpacing;
  /** Makes the card's content a form (its heading and parts inside it). */
  form?: ComponentProps<'form'>;
  /** The heading's id where something else points at it; otherwise one of its own. */
  headingId?: string;
  /** Lets the heading take the focus (a step of a sequence, shown in its turn). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
  [data: `data-${string}`]: string | number | boolean | undefined;
}

/** A TitledSection in a bordered card: the region screen readers list, framed. */
export function SectionCard({
  title,
  aside,
  order = 2,
  gap = 'sm',
  form,
  headingId,
  headingRef,
  children,
  ...paper
}: SectionCardProps) {
  const section = (
    <TitledSection
      title={title}
      aside={aside}
      order={order}
      size={order === 2 ? 'h4' : 'h5'}
      gap={gap}
      headingId={headingId}
      headingRef={headingRef}
    >
      {children}
    </TitledSection>
  );
  return (
    <Paper withBorder radius="md" p="md" {...paper}>
      {form ? <form {...form}>{section}</form> : section}
    </Paper>
  );
}
