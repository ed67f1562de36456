import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack } from '@mantine/core';
import {
  type LearningPreferencesRequest,
  type LearningPreferencesResponse,
  learningPreferencesRequestSchema,
} from '@ponte/shared/profile-behaviour.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledEnumSelect } from '@/components/controlled-enum-select';
import { FormActions } from '@/components/form-actions';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { learningPreferencesQueryKey, saveLearningPreferences } from '../api/behaviour-api.ts';
import { LEARNING_PREFERENCE_FIELDS } from './learning-preference-fields.ts';

type FormValues = LearningPreferencesResponse;

// The form starts with empty (null) choices the schema refuses with 'Campo obrigatório'.
const resolver = zodResolver(learningPreferencesRequestSchema) as unknown as Resolver<
  FormValues,
  unknown,
  LearningPreferencesRequest
>;

interface Props {
  publicId: string;
  data: LearningPreferencesResponse;
}

/** Issue 3: learning style, learning preference, work mode, feedback style, communication and shift. */
export function LearningPreferencesForm({ publicId, data }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<FormValues, unknown, LearningPreferencesRequest>({ resolver, defaultValues: data });
  useUnsavedChanges(form.formState.isDirty);
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: (body: LearningPreferencesRequest) => saveLearningPreferences(publicId, body),
    onSuccess: async () => {
      notify(t('profileBehaviour.learning.saved'), 'success', 'learning-saved');
      form.reset(form.getValues());
      await queryClient.invalidateQueries({ queryKey: learningPreferencesQueryKey(publicId) });
    },
    onError: (error) => {
      applyServerFieldErrors(
        error,
        form.setError,
        LEARNING_PREFERENCE_FIELDS.map((f) => f.name),
      );
      if (isApiError(error) && error.handled) return;
      notify(t('profileBehaviour.learning.saveFailed'), 'error', 'learning-failed');
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {LEARNING_PREFERENCE_FIELDS.map(({ name, options }) => (
            <ControlledEnumSelect
              key={name}
              control={form.control}
              name={name}
              hiddenInputProps={{ name }}
              options={options}
              label={t(`profileBehaviour.learning.${name}`)}
              withAsterisk
              error={fieldErrorText(errors[name])}
              errorProps={{ role: 'alert' }}
            />
          ))}
        </SimpleGrid>
        <FormActions submitLabel={t('common.save')} loading={mutation.isPending} />
      </Stack>
    </form>
  );
}
