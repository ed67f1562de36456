import { Group, type MantineSpacing, Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, type Ref, useId } from 'react';

/**
 * A framed section of a screen under its h2, which names it for a screen reader's list of regions.
 * `action` (a button, a note) stands at the heading's end; `data-*` attributes go on the frame. With
 * `headingRef`, the heading can take the focus (a step of a sequence, shown in its turn).
 */
export function SectionPanel({
  title,
  action,
  headingRef,
  gap = 'md',
  children,
  ...rest
}: {
  title: ReactNode;
  action?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  gap?: MantineSpacing;
  children: ReactNode;
  [data: `data-${string}`]: string | number | boolean | undefined;
}) {
  const headingId = useId();
  const heading = (
    <Title order={2} size="h4" id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} {...rest}>
      <Stack gap={gap}>
        {action ? (
          <Group justify="space-between" align="center" gap="sm">
            {heading}
            {action}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
