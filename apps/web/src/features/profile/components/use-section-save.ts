import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { profileKey } from '../api/profile-api.ts';

interface SectionSave<T extends FieldValues, B> {
  publicId: string;
  save: (values: B) => Promise<unknown>;
  /** The form's fields, for the server's per-field messages. */
  fields: readonly Path<T>[];
}

/**
 * The save of one personal-information card (basic data, additional information, location): a success
 * toast, the form reset to what it saved (so it is clean again and leaving asks nothing), the profile
 * read again; on refusal the server's messages on their fields, or a failure toast. While the form holds
 * unsaved changes, leaving the page asks first (lib/use-unsaved-changes.ts).
 */
export function useSectionSave<T extends FieldValues, B>(
  form: UseFormReturn<T, unknown, B>,
  { publicId, save, fields }: SectionSave<T, B>,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useUnsavedChanges(form.formState.isDirty);
  return useMutation({
    mutationFn: save,
    onSuccess: async () => {
      notify(t('profile.form.saved'), 'success');
      form.reset(form.getValues());
      await queryClient.invalidateQueries({ queryKey: profileKey(publicId) });
    },
    onError: (error) => {
      applyServerFieldErrors(error, form.setError, fields);
      if (!isApiError(error) || !error.handled) notify(t('profile.form.saveFailed'), 'error');
    },
  });
}
