import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The "← back to the list" link above a detail screen, one look on every screen that has one. `state`
 * goes with the navigation (a list's filters and page, for the list to restore).
 */
export function BackLink({
  to,
  state,
  children,
  ...rest
}: {
  to: string;
  state?: unknown;
  children: ReactNode;
  [data: `data-${string}`]: string | number | boolean | undefined;
}) {
  return (
    <Anchor component={Link} to={to} state={state} size="sm" fw={500} {...rest}>
      <Group component="span" gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {children}
      </Group>
    </Anchor>
  );
}
