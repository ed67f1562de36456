import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { MODAL_WIDTH } from '@/lib/language-modal';
import { notify } from '@/lib/notify';
import { useGuardedClose } from '@/lib/use-guarded-close';

interface RecordModal<TRecord, TValues extends FieldValues, TOutput, TBody> {
  opened: boolean;
  /** The record being edited, or null to add one. */
  record: TRecord | null;
  onClose: () => void;
  resolver: Resolver<TValues, unknown, TOutput>;
  toFormValues: (record: TRecord | null) => TValues;
  save: (body: TBody) => Promise<unknown>;
  /** The list read again once a record is saved. */
  queryKey: QueryKey;
  /** The form's fields, where the server names refused ones. */
  fields?: readonly Path<TValues>[];
  texts: { addTitle: string; editTitle: string; saved: string; failed: string };
  /** Names the toasts, so a second save replaces the first one's. */
  toastId?: string;
}

/**
 * A profile list's add/edit dialog (education, certificate, language): each opening starts from the
 * record (or blank), closing over changes asks first, and a save tells, closes and reads the list
 * again; a refusal puts the server's messages on their fields, or tells. `modal` is FormModal's part.
 */
export function useRecordModal<TRecord, TValues extends FieldValues, TOutput, TBody>({
  opened,
  record,
  onClose,
  resolver,
  toFormValues,
  save,
  queryKey,
  fields,
  texts,
  toastId,
}: RecordModal<TRecord, TValues, TOutput, TBody>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<TValues, unknown, TOutput>({
    resolver,
    defaultValues: toFormValues(record) as DefaultValues<TValues>,
  });
  const closeAsking = useGuardedClose(form.formState.isDirty, onClose);

  useEffect(() => {
    if (opened) form.reset(toFormValues(record));
  }, [opened, record, form, toFormValues]);

  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async () => {
      notify(texts.saved, 'success', toastId && `${toastId}-saved`);
      onClose();
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      if (fields) applyServerFieldErrors(error, form.setError, fields);
      if (isApiError(error) && error.handled) return;
      notify(texts.failed, 'error', toastId && `${toastId}-failed`);
    },
  });

  const modal = {
    opened,
    title: record ? texts.editTitle : texts.addTitle,
    onClose: closeAsking,
    submitLabel: t('common.save'),
    loading: mutation.isPending,
    size: MODAL_WIDTH,
  };
  return { form, mutation, modal };
}
