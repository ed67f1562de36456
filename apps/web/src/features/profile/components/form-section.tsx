import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';

interface FormSectionProps {
  title: string;
  /** Says what Save saves where a screen has several forms ("Salvar localização"); plain "Salvar" otherwise. */
  saveLabel?: string;
  saving?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** Extra actions shown at the top right (e.g. "add"). */
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** One card of a profile tab: a titled form with its own Save (spec: each form saves separately). */
export function FormSection({
  title,
  saveLabel,
  saving = false,
  onSubmit,
  actions,
  children,
  testId,
}: FormSectionProps) {
  const { t } = useTranslation();
  const headingId = `section-${testId ?? title.replace(/\W+/g, '-').toLowerCase()}`;
  const body = (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {actions}
      </Group>
      {onSubmit && (
        <Text size="sm" c="dimmed">
          {t('profile.form.requiredLegend')}
        </Text>
      )}
      {children}
      {onSubmit && <FormActions submitLabel={saveLabel ?? t('common.save')} loading={saving} />}
    </Stack>
  );
  return (
    <Paper
      withBorder
      p={{ base: 'sm', xs: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
    >
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          {body}
        </form>
      ) : (
        body
      )}
    </Paper>
  );
}
