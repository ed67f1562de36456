import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { EDUCATION_LEVELS, EDUCATION_SITUATIONS } from '@ponte/shared/profile-enums';
import {
  EDUCATION_TEXT_MAX,
  type Education,
  type EducationRequest,
  educationRequestSchema,
} from '@ponte/shared/profile-personal.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledEnumSelect } from '@/components/controlled-enum-select';
import { FormModal } from '@/components/form-modal';
import { isApiError } from '@/lib/api-client';
import { formErrorText } from '@/lib/form-error-text';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { MODAL_WIDTH } from '@/lib/language-modal';
import { notify } from '@/lib/notify';
import { useGuardedClose } from '@/lib/use-guarded-close';
import { createEducation, educationListQuery, updateEducation } from '../api/personal-api.ts';

const EMPTY = { educationType: null, course: '', institution: '', situation: null } as unknown as EducationRequest;

interface EducationModalProps {
  publicId: string;
  opened: boolean;
  /** The entry being edited, or null to add one. */
  editing: Education | null;
  onClose: () => void;
}

export function EducationModal({ publicId, opened, editing, onClose }: EducationModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<EducationRequest>({ resolver: zodResolver(educationRequestSchema), defaultValues: EMPTY });
  const closeAsking = useGuardedClose(form.formState.isDirty, onClose);
  const { errors } = form.formState;

  // Each opening starts from the entry being edited (or blank).
  useEffect(() => {
    if (!opened) return;
    form.reset(
      editing
        ? {
            educationType: editing.educationType,
            course: editing.course,
            institution: editing.institution,
            situation: editing.situation,
          }
        : EMPTY,
    );
  }, [opened, editing, form]);

  const mutation = useMutation({
    mutationFn: (values: EducationRequest) =>
      editing ? updateEducation(publicId, editing.id, values) : createEducation(publicId, values),
    onSuccess: async () => {
      notify(t('profilePersonal.education.saved'), 'success');
      onClose();
      await queryClient.invalidateQueries({ queryKey: educationListQuery(publicId).queryKey });
    },
    onError: (error) => {
      applyServerFieldErrors(error, form.setError, ['educationType', 'course', 'institution', 'situation']);
      if (!isApiError(error) || !error.handled) notify(t('profilePersonal.education.saveFailed'), 'error');
    },
  });

  return (
    <FormModal
      opened={opened}
      title={t(editing ? 'profilePersonal.education.editTitle' : 'profilePersonal.education.addTitle')}
      onClose={closeAsking}
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      submitLabel={t('common.save')}
      loading={mutation.isPending}
      size={MODAL_WIDTH}
      actions={{ cancelDisabled: mutation.isPending }}
    >
      <ControlledEnumSelect
        control={form.control}
        name="educationType"
        options={EDUCATION_LEVELS}
        label={t('profilePersonal.education.educationType')}
        withAsterisk
        data-autofocus
      />
      <TextInput
        {...form.register('course')}
        label={t('profilePersonal.education.course')}
        maxLength={EDUCATION_TEXT_MAX}
        withAsterisk
        error={formErrorText(errors.course)}
      />
      <TextInput
        {...form.register('institution')}
        label={t('profilePersonal.education.institution')}
        maxLength={EDUCATION_TEXT_MAX}
        withAsterisk
        error={formErrorText(errors.institution)}
      />
      <ControlledEnumSelect
        control={form.control}
        name="situation"
        options={EDUCATION_SITUATIONS}
        label={t('profilePersonal.education.situation')}
        withAsterisk
      />
    </FormModal>
  );
}
