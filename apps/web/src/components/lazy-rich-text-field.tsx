import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RichTextFieldProps } from './rich-text-field.tsx';

// The editor (Tiptap, ProseMirror) is the heaviest part of any form: it loads when a form first shows one.
const RichTextField = lazy(async () => ({ default: (await import('./rich-text-field.tsx')).RichTextField }));

/** The rich-text editor, loaded on first use, with a spinner while it comes. */
export function LazyRichTextField(props: RichTextFieldProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Loader size="sm" role="status" aria-label={t('common.loading')} />}>
      <RichTextField {...props} />
    </Suspense>
  );
}

/** The same editor bound to a react-hook-form field holding HTML. */
export function ControlledRichTextField<T extends FieldValues, TTransformed = T>({
  control,
  name,
  ...props
}: Omit<RichTextFieldProps, 'value' | 'onChange' | 'onBlur'> & {
  control: Control<T, unknown, TTransformed>;
  name: FieldPathByValue<T, string>;
}) {
  const { field } = useController({ control, name });
  return <LazyRichTextField {...props} value={field.value as string} onChange={field.onChange} onBlur={field.onBlur} />;
}
