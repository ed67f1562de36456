import { Textarea, type TextareaProps, VisuallyHidden } from '@mantine/core';
import { TEXT_AREA_MAX } from '@ponte/shared/profile.schema';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface CountedTextareaProps extends Omit<TextareaProps, 'maxLength' | 'value' | 'description' | 'readOnly'> {
  value: string | null | undefined;
  /** Spec §5/§9: 700 characters unless the field is one of the long texts (3000). */
  max?: number;
}

/** A text area with the visible "n/max" counter the spec asks for under every text area. */
export const CountedTextarea = forwardRef<HTMLTextAreaElement, CountedTextareaProps>(function CountedTextarea(
  { value, max = TEXT_AREA_MAX, ...props },
  ref,
) {
  const { t } = useTranslation();
  const count = (value ?? '').length;
  return (
    <Textarea
      {...props}
      ref={ref}
      value={value ?? ''}
      maxLength={max}
      autosize
      minRows={3}
      maxRows={12}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      descriptionProps={{ ta: 'right' }}
      description={
        <>
          <span aria-hidden>{t('profileProfessional.counter', { count, max })}</span>
          <VisuallyHidden>{t('profileProfessional.counterDescription', { count, max })}</VisuallyHidden>
        </>
      }
    />
  );
});
