import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { EDUCATION_LEVELS, EDUCATION_SITUATIONS } from '@ponte/shared/profile-enums';
import {
  EDUCATION_TEXT_MAX,
  type Education,
  type EducationRequest,
  educationRequestSchema,
} from '@ponte/shared/profile-personal.schema';
import { useTranslation } from 'react-i18next';
import { ControlledEnumSelect } from '@/components/controlled-enum-select';
import { FormModal } from '@/components/form-modal';
import { formErrorText } from '@/lib/form-error-text';
import { createEducation, educationListQuery, updateEducation } from '../api/personal-api.ts';
import { useRecordModal } from './use-record-modal.ts';

const EMPTY = { educationType: null, course: '', institution: '', situation: null } as unknown as EducationRequest;

function toFormValues(editing: Education | null): EducationRequest {
  if (!editing) return EMPTY;
  const { educationType, course, institution, situation } = editing;
  return { educationType, course, institution, situation };
}

interface EducationModalProps {
  publicId: string;
  opened: boolean;
  /** The entry being edited, or null to add one. */
  editing: Education | null;
  onClose: () => void;
}

export function EducationModal({ publicId, opened, editing, onClose }: EducationModalProps) {
  const { t } = useTranslation();
  const { form, mutation, modal } = useRecordModal({
    opened,
    record: editing,
    onClose,
    resolver: zodResolver(educationRequestSchema),
    toFormValues,
    save: (values: EducationRequest) =>
      editing ? updateEducation(publicId, editing.id, values) : createEducation(publicId, values),
    queryKey: educationListQuery(publicId).queryKey,
    fields: ['educationType', 'course', 'institution', 'situation'],
    texts: {
      addTitle: t('profilePersonal.education.addTitle'),
      editTitle: t('profilePersonal.education.editTitle'),
      saved: t('profilePersonal.education.saved'),
      failed: t('profilePersonal.education.saveFailed'),
    },
  });
  const { errors } = form.formState;

  return (
    <FormModal
      {...modal}
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
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
