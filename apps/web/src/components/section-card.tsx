import { Group, type MantineSpacing, Paper, type PaperProps, Stack, Title } from '@mantine/core';
import { type ComponentProps, type ReactNode, useId } from 'react';

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
  children: ReactNode;
  [data: `data-${string}`]: string | boolean | undefined;
}

/** A bordered card that is a page region named by its heading (the `<section>` screen readers list). */
export function SectionCard({
  title,
  aside,
  order = 2,
  gap = 'sm',
  form,
  headingId,
  children,
  ...paper
}: SectionCardProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  const heading = (
    <Title order={order} size={order === 2 ? 'h4' : 'h5'} id={id}>
      {title}
    </Title>
  );
  const body = (
    <Stack gap={gap}>
      {aside ? (
        <Group justify="space-between" gap="sm" wrap="wrap">
          {heading}
          {aside}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id} {...paper}>
      {form ? <form {...form}>{body}</form> : body}
    </Paper>
  );
}
