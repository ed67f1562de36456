import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox } from '@mantine/core';
import { type Annotation, type AnnotationRequest, annotationRequestSchema } from '@ponte/shared/follow-up.schema';
import type { OptionItem } from '@ponte/shared/options.schema';
import { Controller, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useGuardedModal } from '@/lib/use-guarded-close';
import { saveAnnotation } from '../api/follow-up-api.ts';
import {
  ANNOTATION_FIELDS,
  AnnotationFields,
  type AnnotationFieldValues,
  annotationFieldValues,
  FollowUpFormModal,
  useFollowUpSave,
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

interface Props {
  publicId: string;
  /** The annotation being edited, or null to write a new one. */
  annotation: Annotation | null;
  categories: readonly OptionItem[];
  onClose: () => void;
}

/**
 * Spec §3/§5 annotation form: the shared annotation fields and sharing. Cancel, ×, Escape or leaving the
 * page with changes asks spec §8's discard.
 */
export function AnnotationModal({ publicId, annotation, categories, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm<FormValues>({ resolver, defaultValues: toFormValues(annotation) });
  const { errors, isDirty, isSubmitted } = form.formState;
  const { release, closeAsking } = useGuardedModal(isDirty, onClose);

  const mutation = useFollowUpSave({
    publicId,
    save: (body: AnnotationRequest) => saveAnnotation(publicId, annotation?.id ?? null, body),
    setError: form.setError,
    fields: FIELDS,
    messages: { saved: t('followUp.form.saved'), failed: t('followUp.form.saveFailed'), toastId: 'annotation' },
    onSaved: () => {
      release();
      onClose();
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    if (values.category === null) return;
    mutation.mutate({ ...values, category: values.category });
  });

  return (
    <FormProvider {...form}>
      <FollowUpFormModal
        title={annotation ? t('followUp.form.editTitle') : t('followUp.form.addTitle')}
        formAttr="data-annotation-form"
        onClose={closeAsking}
        onSubmit={onSubmit}
        hasErrors={isSubmitted && Object.keys(errors).length > 0}
        saving={mutation.isPending}
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
