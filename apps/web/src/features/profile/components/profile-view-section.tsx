import { Badge, Box, Group, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';

/**
 * The read-only profile's parts (ADR 0035): a titled section per form, its answers as a definition list
 * of label and value, and one "Não informado" line for a section with nothing in it. Unanswered
 * fields are left out, so a profile reads as what the person told, not as a form with blanks.
 */

/** One answer: shown when `value` is something (a string, a node, a non-empty list); left out otherwise. */
export interface ViewField {
  label: string;
  value: ReactNode;
  /** Spans the whole row (long texts, lists of chips). */
  wide?: boolean;
}

/** A trimmed text, or null when there is none. */
export function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function isShown(value: ReactNode): boolean {
  if (value === null || value === undefined || value === false || value === '') return false;
  return !(Array.isArray(value) && value.length === 0);
}

/** The fields that have a value. */
export function shownFields(fields: readonly ViewField[]): ViewField[] {
  return fields.filter((field) => isShown(field.value));
}

/** The one line an empty section shows. */
export function NotInformed() {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" data-not-informed>
      {t('profile.view.notInformed')}
    </Text>
  );
}

interface ViewSectionProps {
  title: string;
  /** No content: the section says "Não informado" instead of its children. */
  empty?: boolean;
  children?: ReactNode;
  testId?: string;
}

/** A card with its heading (a region named by it, like the form it stands for). */
export function ViewSection({ title, empty = false, children, testId }: ViewSectionProps) {
  return (
    <SectionCard title={title} gap="md" p={{ base: 'sm', xs: 'lg' }} data-testid={testId} data-profile-view>
      {empty ? <NotInformed /> : children}
    </SectionCard>
  );
}

/** Label/value pairs as a `<dl>`, two columns from the `sm` breakpoint; long values take a whole row. */
export function FieldList({ fields }: { fields: readonly ViewField[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" m={0}>
      {fields.map((field) => (
        <Box key={field.label} style={field.wide ? { gridColumn: '1 / -1' } : undefined} data-field={field.label}>
          <Text component="dt" size="sm" c="dimmed">
            {field.label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {field.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** A section of label/value pairs: the `<dl>` of those answered, or "Não informado" when none is. */
export function FieldSection({
  title,
  fields,
  testId,
}: {
  title: string;
  fields: readonly ViewField[];
  testId?: string;
}) {
  const shown = shownFields(fields);
  return (
    <ViewSection title={title} empty={shown.length === 0} testId={testId}>
      <FieldList fields={shown} />
    </ViewSection>
  );
}

/** A long text as written, its line breaks kept; null when there is none. */
export function longText(value: string | null | undefined): ReactNode {
  const text = textOrNull(value);
  return text === null ? null : (
    <Text component="span" fw={400} style={{ whiteSpace: 'pre-line', display: 'block' }}>
      {text}
    </Text>
  );
}

/** Several values (goals, skills, mentor areas) as chips in a list; null when there are none. */
export function chips(values: readonly string[]): ReactNode {
  if (values.length === 0) return null;
  return (
    <Group component="ul" gap={6} wrap="wrap" p={0} m={0} mt={4} style={{ listStyle: 'none' }}>
      {values.map((value) => (
        <Badge key={value} component="li" variant="light" radius="sm" size="lg" tt="none" fw={500}>
          {value}
        </Badge>
      ))}
    </Group>
  );
}
