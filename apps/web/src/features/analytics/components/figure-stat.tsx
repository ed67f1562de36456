import { Group, Stack, Text } from '@mantine/core';
import type { Figure } from '@ponte/shared/analytics.schema';
import { IconArrowDownRight, IconArrowUpRight, IconEqual } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeChange, type Formatter, type ValueKind } from './analytics-format.ts';

/**
 * One figure with its change against the previous period: an arrow and the change in words ("Subiu 3
 * em relação ao período anterior (10)"), never colour alone; a figure of now says it has no comparison.
 */
export function FigureStat({
  label,
  figure,
  kind,
  format,
  size = 'lg',
}: {
  label: string;
  figure: Figure;
  kind: ValueKind;
  format: Formatter;
  size?: 'lg' | 'md';
}) {
  const { t } = useTranslation();
  const { direction, amount, previous } = describeChange(figure, kind, format);
  const Arrow = direction === 'up' ? IconArrowUpRight : direction === 'down' ? IconArrowDownRight : IconEqual;
  const change =
    direction === 'none'
      ? t('analytics.change.none')
      : direction === 'same'
        ? t('analytics.change.same', { previous })
        : t(`analytics.change.${direction}`, { delta: amount, previous });
  return (
    <Stack gap={2} data-figure>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text fz={size === 'lg' ? 26 : 20} fw={700} lh={1.2} data-figure-value>
        {format.value(kind, figure.value)}
      </Text>
      <Group gap={4} wrap="nowrap" align="flex-start">
        {direction === 'none' ? null : <Arrow size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />}
        <Text size="xs" c="dimmed" data-figure-change={direction}>
          {change}
        </Text>
      </Group>
    </Stack>
  );
}
