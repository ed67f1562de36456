import { Alert, Group, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ANNOTATION_TITLE_MAX, type Annotation } from '@ponte/shared/follow-up.schema';
import type { Locale } from '@ponte/shared/locales';
import type { OptionItem } from '@ponte/shared/options.schema';
import { earliestBirthDateIso, todayIso } from '@ponte/shared/profile-personal.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEventHandler, type ReactNode, useMemo } from 'react';
import {
  Controller,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
  useFormContext,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledDateField } from '@/components/controlled-date-field';
import { ControlledIdSelect } from '@/components/controlled-id-select';
import { FormModal } from '@/components/form-modal';
import { RichTextField } from '@/components/rich-text-field';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { optionItemLabel } from '@/lib/option-label';
import { registerField } from '@/lib/register-field';
import { useGuardedModal } from '@/lib/use-guarded-close';
import { followUpKey, uploadAnnotationImage } from '../api/follow-up-api.ts';

/** The fields an annotation and a feedback share (spec §3), as the forms hold them. */
export interface AnnotationFieldValues {
  title: string;
  annotation: string;
  annotationDate: string;
  /** Null until chosen; the schema refuses it with 'Campo obrigatório'. */
  category: number | null;
}

export const ANNOTATION_FIELDS = ['title', 'annotation', 'annotationDate', 'category'] as const;

export function annotationFieldValues(source: Pick<Annotation, keyof AnnotationFieldValues> | null) {
  return {
    title: source?.title ?? '',
    annotation: source?.annotation ?? '',
    annotationDate: source?.annotationDate ?? todayIso(),
    category: source?.category ?? null,
  } satisfies AnnotationFieldValues;
}

/**
 * Spec §3/§5: title, rich text, date (dd/mm/yyyy, not in the future, 100 years back) and category, read
 * from the surrounding form. `dateBesideCategory` sets the last two in one row (the feedback's longer form).
 */
export function AnnotationFields({
  categories,
  dateBesideCategory = false,
}: {
  categories: readonly OptionItem[];
  dateBesideCategory?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const form = useFormContext<AnnotationFieldValues>();
  const { errors } = form.formState;
  const categoryData = useMemo(
    () => categories.map((c) => ({ value: String(c.id), label: optionItemLabel(c, locale) })),
    [categories, locale],
  );
  const width = dateBesideCategory ? { minWidth: 160 } : undefined;

  const dateAndCategory = (
    <>
      <ControlledDateField
        control={form.control}
        name="annotationDate"
        label={t('followUp.form.date')}
        minDate={earliestBirthDateIso()}
        maxDate={todayIso()}
        withAsterisk
        style={width}
      />
      <ControlledIdSelect
        control={form.control}
        name="category"
        label={t('followUp.form.category')}
        data={categoryData}
        withAsterisk
        placeholder={t('forms.select')}
        comboboxProps={{ withinPortal: true }}
        style={width}
      />
    </>
  );

  return (
    <>
      <TextInput
        label={t('followUp.form.title')}
        withAsterisk
        maxLength={ANNOTATION_TITLE_MAX}
        {...registerField(form, 'title')}
      />
      <Controller
        control={form.control}
        name="annotation"
        render={({ field }) => (
          <RichTextField
            uploadImage={uploadAnnotationImage}
            label={t('followUp.form.annotation')}
            placeholder={t('followUp.form.annotationPlaceholder')}
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldErrorText(errors.annotation)}
          />
        )}
      />
      {dateBesideCategory ? (
        <Group gap="sm" grow wrap="wrap" align="flex-start">
          {dateAndCategory}
        </Group>
      ) : (
        dateAndCategory
      )}
    </>
  );
}

interface ModalProps {
  title: string;
  /** A data attribute naming the form, for tests and styles. */
  formAttr: 'data-annotation-form' | 'data-feedback-form';
  /** Asks spec §8's discard first when there are changes. */
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Shows spec §5's banner above the fields. */
  hasErrors: boolean;
  saving: boolean;
  children: ReactNode;
}

/** The dialog both follow-up forms open in: full screen on a phone, the banner, the fields, Save/Cancel. */
export function FollowUpFormModal({ title, formAttr, onClose, onSubmit, hasErrors, saving, children }: ModalProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 450px)');
  return (
    <FormModal
      title={title}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t('common.save')}
      loading={saving}
      size={narrow ? '100%' : 'xl'}
      fullScreen={narrow}
      formData={formAttr}
    >
      {hasErrors ? (
        <Alert color="red" role="alert" variant="light">
          {t('validation.requiredBanner')}
        </Alert>
      ) : null}
      {children}
    </FormModal>
  );
}

/** What either follow-up dialog opens with. */
export interface FollowUpModalProps<TEntry> {
  publicId: string;
  /** The entry being edited, or null to write a new one. */
  entry: TEntry | null;
  categories: readonly OptionItem[];
  onClose: () => void;
}

/**
 * Either follow-up form in its dialog: the form, spec §8's guards (leaving the page, closing the dialog)
 * and the save. The server's field messages land under their fields; otherwise a toast. A save that
 * succeeds releases the page guard, runs `onSaved`, closes, and the person's follow-up is read again.
 * `modal` is what FollowUpFormModal takes from all this.
 */
export function useFollowUpForm<TEntry extends { id: number }, TValues extends FieldValues, TBody>({
  publicId,
  entry,
  onClose,
  resolver,
  toFormValues,
  save,
  fields,
  messages,
  onSaved,
}: Omit<FollowUpModalProps<TEntry>, 'categories'> & {
  resolver: Resolver<TValues>;
  toFormValues: (entry: TEntry | null) => DefaultValues<TValues>;
  save: (publicId: string, id: number | null, body: TBody) => Promise<unknown>;
  fields: readonly Path<TValues>[];
  messages: { saved: string; failed: string; toastId: string };
  onSaved?: (form: UseFormReturn<TValues>) => void;
}) {
  const form = useForm<TValues>({ resolver, defaultValues: toFormValues(entry) });
  const { errors, isDirty, isSubmitted } = form.formState;
  const { release, closeAsking } = useGuardedModal(isDirty, onClose);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: TBody) => save(publicId, entry?.id ?? null, body),
    onSuccess: async () => {
      release();
      onSaved?.(form);
      onClose();
      notify(messages.saved, 'success', `${messages.toastId}-saved`);
      await queryClient.invalidateQueries({ queryKey: followUpKey(publicId) });
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, form.setError, fields)) return;
      if (isApiError(error) && error.handled) return;
      notify(messages.failed, 'error', `${messages.toastId}-save-failed`);
    },
  });
  const modal = {
    onClose: closeAsking,
    hasErrors: isSubmitted && Object.keys(errors).length > 0,
    saving: mutation.isPending,
  };
  return { form, mutation, modal };
}
