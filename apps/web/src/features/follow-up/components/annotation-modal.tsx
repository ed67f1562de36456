import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Checkbox, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  ANNOTATION_TITLE_MAX,
  type Annotation,
  type AnnotationRequest,
  annotationRequestSchema,
} from '@ponte/shared/follow-up.schema';
import type { Locale } from '@ponte/shared/locales';
import type { OptionItem } from '@ponte/shared/options.schema';
import { earliestBirthDateIso, todayIso } from '@ponte/shared/profile-personal.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledDateField } from '@/components/controlled-date-field';
import { FormActions } from '@/components/form-actions';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { optionItemLabel } from '@/lib/option-label';
import { useGuardedClose } from '@/lib/use-guarded-close';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { followUpKey, saveAnnotation } from '../api/follow-up-api.ts';
import { RichTextField } from './rich-text-field.tsx';

interface FormValues {
  title: string;
  annotation: string;
  annotationDate: string;
  category: number | null;
  shared: boolean;
}

const FIELDS = ['title', 'annotation', 'annotationDate', 'category', 'shared'] as const;

// The form starts with no category (null), which the schema refuses with 'Campo obrigatório'.
const resolver = zodResolver(annotationRequestSchema) as unknown as Resolver<FormValues>;

function toFormValues(annotation: Annotation | null): FormValues {
  return {
    title: annotation?.title ?? '',
    annotation: annotation?.annotation ?? '',
    annotationDate: annotation?.annotationDate ?? todayIso(),
    category: annotation?.category ?? null,
    shared: annotation?.shared ?? false,
  };
}

interface Props {
  publicId: string;
  /** The annotation being edited, or null to write a new one. */
  annotation: Annotation | null;
  categories: readonly OptionItem[];
  onClose: () => void;
}

/**
 * Spec §3/§5 annotation form: title, rich text, date (dd/mm/yyyy, not in the future, 100 years),
 * category and sharing. Cancel, ×, Escape or leaving the page with changes asks spec §8's discard.
 */
export function AnnotationModal({ publicId, annotation, categories, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const queryClient = useQueryClient();
  const narrow = useMediaQuery('(max-width: 450px)');
  const form = useForm<FormValues>({ resolver, defaultValues: toFormValues(annotation) });
  const { errors, isDirty, isSubmitted } = form.formState;
  const release = useUnsavedChanges(isDirty);
  const closeAsking = useGuardedClose(isDirty, onClose);
  const categoryData = useMemo(
    () => categories.map((c) => ({ value: String(c.id), label: optionItemLabel(c, locale) })),
    [categories, locale],
  );

  const mutation = useMutation({
    mutationFn: (body: AnnotationRequest) => saveAnnotation(publicId, annotation?.id ?? null, body),
    onSuccess: async () => {
      release();
      notify(t('followUp.form.saved'), 'success', 'annotation-saved');
      onClose();
      await queryClient.invalidateQueries({ queryKey: followUpKey(publicId) });
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
      if (isApiError(error) && error.handled) return;
      notify(t('followUp.form.saveFailed'), 'error', 'annotation-save-failed');
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    if (values.category === null) return;
    mutation.mutate({ ...values, category: values.category });
  });
  const hasErrors = isSubmitted && Object.keys(errors).length > 0;

  return (
    <Modal
      opened
      onClose={closeAsking}
      size={narrow ? '100%' : 'xl'}
      fullScreen={narrow}
      title={annotation ? t('followUp.form.editTitle') : t('followUp.form.addTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form noValidate onSubmit={onSubmit} data-annotation-form>
        <Stack gap="sm">
          {hasErrors ? (
            <Alert color="red" role="alert" variant="light">
              {t('validation.requiredBanner')}
            </Alert>
          ) : null}
          <TextInput
            label={t('followUp.form.title')}
            withAsterisk
            maxLength={ANNOTATION_TITLE_MAX}
            {...form.register('title')}
            error={fieldErrorText(errors.title)}
            errorProps={{ role: 'alert' }}
          />
          <Controller
            control={form.control}
            name="annotation"
            render={({ field }) => (
              <RichTextField
                label={t('followUp.form.annotation')}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldErrorText(errors.annotation)}
              />
            )}
          />
          <ControlledDateField
            control={form.control}
            name="annotationDate"
            label={t('followUp.form.date')}
            minDate={earliestBirthDateIso()}
            maxDate={todayIso()}
            withAsterisk
            error={fieldErrorText(errors.annotationDate)}
          />
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <Select
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                label={t('followUp.form.category')}
                data={categoryData}
                value={field.value === null ? null : String(field.value)}
                onChange={(next) => field.onChange(next === null ? null : Number(next))}
                withAsterisk
                placeholder={t('forms.select')}
                error={fieldErrorText(errors.category)}
                errorProps={{ role: 'alert' }}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
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
          <FormActions submitLabel={t('common.save')} onCancel={closeAsking} loading={mutation.isPending} mt="xs" />
        </Stack>
      </form>
    </Modal>
  );
}
