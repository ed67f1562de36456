import { Group, Stack, type StackProps, Title, type TitleProps } from '@mantine/core';
import { type ReactNode, type Ref, useId } from 'react';

export interface TitledSectionProps extends Omit<StackProps, 'children' | 'title'> {
  title: ReactNode;
  /** Set at the far end of the heading's line (a status badge, a "create" button). */
  aside?: ReactNode;
  /** The heading's level: 2 for a page's parts, 3 for a part within one. */
  order?: 2 | 3;
  /** The heading's look, whatever its level. */
  size?: TitleProps['size'];
  /** The heading's id where something else points at it too; otherwise one of its own. */
  headingId?: string;
  /** Lets the heading take the focus (a step of a sequence, shown in its turn). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
  [data: `data-${string}`]: string | number | boolean | undefined;
}

/** A page region named by its heading: the parts of a page that stack under its title. */
export function TitledSection({
  title,
  aside,
  order = 2,
  size = 'h3',
  gap = 'sm',
  headingId,
  headingRef,
  children,
  ...stack
}: TitledSectionProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  const heading = (
    <Title order={order} size={size} id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
      {title}
    </Title>
  );
  return (
    <Stack gap={gap} component="section" aria-labelledby={id} {...stack}>
      {aside ? (
        <Group justify="space-between" gap="sm">
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
