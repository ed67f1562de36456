import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { TEXT } from '@/lib/semantic-colours';
import { WHOLE_BADGE } from './badge-styles.ts';

export type StatusTone = 'positive' | 'warning' | 'neutral' | 'negative';

/**
 * The semantic text colours (lib/semantic-colours.ts): 4.5:1 on the cards and striped rows of both colour
 * schemes at the badge's 10 px bold (Mantine's green.9, yellows and oranges are below it on white).
 */
const TONES: Record<StatusTone, string> = {
  positive: TEXT.positive,
  warning: TEXT.warning,
  neutral: TEXT.neutral,
  negative: TEXT.negative,
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
    // Never cut to "ARQUIVA…": a table column sized to its content keeps the whole status (statuses are short).
    <Badge variant="outline" size="sm" color={TONES[tone]} styles={WHOLE_BADGE} {...rest}>
      {children}
    </Badge>
  );
}
