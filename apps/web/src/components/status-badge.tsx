import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

export type StatusTone = 'positive' | 'warning' | 'neutral' | 'negative';

/**
 * Text colours with at least 4.5:1 on white and on a striped row (#f8f9fa) at the badge's 10 px bold:
 * Mantine's green.9 (#2b8a3e, 4.1:1) and yellow/orange shades are below it.
 */
const TONES: Record<StatusTone, string> = {
  positive: '#1e6b30',
  warning: '#8a4b00',
  neutral: '#343a40',
  negative: '#a61e1e',
};

/** A status next to a name in a list: outline, so the row's own background shows through. */
export function StatusBadge({
  tone,
  children,
  ...rest
}: {
  tone: StatusTone;
  children: ReactNode;
  [data: `data-${string}`]: string;
}) {
  return (
    <Badge variant="outline" size="sm" color={TONES[tone]} {...rest}>
      {children}
    </Badge>
  );
}
