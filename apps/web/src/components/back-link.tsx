import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The "← back to the list" link above a detail screen, one look on every screen that has one. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" fw={500}>
      <Group component="span" gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {children}
      </Group>
    </Anchor>
  );
}
