import { Badge, Button, CloseButton, Group, Text } from '@mantine/core';
import type { TalentFilterKey } from '@ponte/shared/talents.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveFilter } from '../talent-url.ts';

interface FilterChipsProps {
  chips: readonly ActiveFilter[];
  labelOf: (key: TalentFilterKey, value: string | number) => string;
  onRemove: (chip: ActiveFilter) => void;
  onClearAll: () => void;
}

/** Active filters as removable chips, plus a clear-all (issue 4). */
export function FilterChips({ chips, labelOf, onRemove, onClearAll }: FilterChipsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-labelledby={headingId} data-filter-chips>
      <Text id={headingId} size="sm" fw={500}>
        {t('talents.filters.active')}:
      </Text>
      {chips.map((chip) => {
        const label = t(`talents.filters.${chip.key}`);
        const value = labelOf(chip.key, chip.value);
        return (
          <Badge
            key={`${chip.key}:${chip.value}`}
            variant="light"
            radius="xl"
            size="lg"
            tt="none"
            fw={500}
            pr={4}
            data-filter-chip={chip.key}
            rightSection={
              <CloseButton
                size="xs"
                radius="xl"
                aria-label={t('talents.filters.remove', { label, value })}
                onClick={() => onRemove(chip)}
              />
            }
          >
            {label}: {value}
          </Badge>
        );
      })}
      <Button variant="subtle" size="compact-sm" onClick={onClearAll}>
        {t('talents.filters.clearAll')}
      </Button>
    </Group>
  );
}
