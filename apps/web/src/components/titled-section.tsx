import { Group, Stack, type StackProps, Title, type TitleProps } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export interface TitledSectionProps extends Omit<StackProps, 'children' | 'title'> {
  title: ReactNode;
  /** Set at the far end of the heading's line (a "create" button). */
  aside?: ReactNode;
  /** The heading's look; it stays an h2. */
  size?: TitleProps['size'];
  children: ReactNode;
  [data: `data-${string}`]: string | boolean | undefined;
}

/** A page region named by its heading (h2), unframed: the parts of a page that stack under its title. */
export function TitledSection({ title, aside, size = 'h3', gap = 'sm', children, ...stack }: TitledSectionProps) {
  const headingId = useId();
  const heading = (
    <Title order={2} size={size} id={headingId}>
      {title}
    </Title>
  );
  return (
    <Stack gap={gap} component="section" aria-labelledby={headingId} {...stack}>
      {aside ? (
        <Group justify="space-between">
          {heading}
          {aside}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
}
