import { Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { SectionCard } from '@/components/section-card';

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
  return (
    <SectionCard
      title={title}
      aside={actions}
      gap="md"
      headingId={headingId}
      form={onSubmit ? { noValidate: true, onSubmit, 'aria-labelledby': headingId } : undefined}
      p={{ base: 'sm', xs: 'lg' }}
      data-testid={testId}
    >
      {onSubmit && (
        <Text size="sm" c="dimmed">
          {t('profile.form.requiredLegend')}
        </Text>
      )}
      {children}
      {onSubmit && <FormActions submitLabel={saveLabel ?? t('common.save')} loading={saving} />}
    </SectionCard>
  );
}
