import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox } from '@mantine/core';
import { type Annotation, annotationRequestSchema } from '@ponte/shared/follow-up.schema';
import { Controller, FormProvider, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { saveAnnotation } from '../api/follow-up-api.ts';
import {
  ANNOTATION_FIELDS,
  AnnotationFields,
  type AnnotationFieldValues,
  annotationFieldValues,
  FollowUpFormModal,
  type FollowUpModalProps,
  useFollowUpForm,
} from './follow-up-form.tsx';

interface FormValues extends AnnotationFieldValues {
  shared: boolean;
}

const FIELDS = [...ANNOTATION_FIELDS, 'shared'] as const;

// The form starts with no category (null), which the schema refuses with 'Campo obrigatório'.
const resolver = zodResolver(annotationRequestSchema) as unknown as Resolver<FormValues>;

function toFormValues(annotation: Annotation | null): FormValues {
  return { ...annotationFieldValues(annotation), shared: annotation?.shared ?? false };
}

/**
 * Spec §3/§5 annotation form: the shared annotation fields and sharing. Cancel, ×, Escape or leaving the
 * page with changes asks spec §8's discard.
 */
export function AnnotationModal({ categories, ...opened }: FollowUpModalProps<Annotation>) {
  const { t } = useTranslation();
  const { form, mutation, modal } = useFollowUpForm({
    ...opened,
    resolver,
    toFormValues,
    save: saveAnnotation,
    fields: FIELDS,
    messages: { saved: t('followUp.form.saved'), failed: t('followUp.form.saveFailed'), toastId: 'annotation' },
  });

  const onSubmit = form.handleSubmit((values) => {
    if (values.category === null) return;
    mutation.mutate({ ...values, category: values.category });
  });

  return (
    <FormProvider {...form}>
      <FollowUpFormModal
        title={opened.entry ? t('followUp.form.editTitle') : t('followUp.form.addTitle')}
        formAttr="data-annotation-form"
        onSubmit={onSubmit}
        {...modal}
      >
        <AnnotationFields categories={categories} />
        <Controller
          control={form.control}
          name="shared"
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              label={t('followUp.form.share')}
              description={t('followUp.form.shareHint')}
            />
          )}
        />
      </FollowUpFormModal>
    </FormProvider>
  );
}
