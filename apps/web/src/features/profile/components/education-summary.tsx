import { Text } from '@mantine/core';
import type { Locale } from '@ponte/shared/locales';
import { EDUCATION_LEVELS, EDUCATION_SITUATIONS, optionLabel } from '@ponte/shared/profile-enums';
import type { Education } from '@ponte/shared/profile-personal.schema';

/** An education entry in a card or a list item: the course, the institution, then level · situation. */
export function EducationSummary({ entry, locale }: { entry: Education; locale: Locale }) {
  return (
    <>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {entry.course}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {entry.institution}
      </Text>
      <Text size="sm" c="dimmed">
        {optionLabel(EDUCATION_LEVELS, entry.educationType, locale)} ·{' '}
        {optionLabel(EDUCATION_SITUATIONS, entry.situation, locale)}
      </Text>
    </>
  );
}
