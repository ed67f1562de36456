import { Text, type TextProps } from '@mantine/core';

/**
 * A dimmed line of facts about an item ("Em andamento · Fecha em 12/05"), in the order given; the facts
 * that do not apply (null, false, '') are left out with their separator.
 */
export function MetaLine({
  facts,
  size = 'xs',
}: {
  facts: readonly (string | null | undefined | false)[];
  size?: TextProps['size'];
}) {
  return (
    <Text size={size} c="dimmed">
      {facts.filter(Boolean).join(' · ')}
    </Text>
  );
}
