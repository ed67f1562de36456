import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { COURSE_NAME_MAX, type CourseRequest, courseRequestSchema } from '@ponte/shared/courses.schema';
import { useQueryClient } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { MODAL_WIDTH } from '@/lib/language-modal';
import { notify } from '@/lib/notify';
import { useGuardedModal } from '@/lib/use-guarded-close';
import { COURSES_KEY, createCourse } from '../api/courses-api.ts';
import { NameInput } from './name-input.tsx';

interface FormValues {
  name: string;
}

const resolver = zodResolver(courseRequestSchema.pick({ name: true })) as unknown as Resolver<FormValues>;

/**
 * "Novo curso": the name is all a course needs to exist (a draft); the rest is filled on its Curso tab,
 * where `onCreated` leads.
 */
export function NewCourseModal({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({ resolver, defaultValues: { name: '' } });
  const { errors, isDirty, isSubmitting } = form.formState;
  const { release, closeAsking } = useGuardedModal(isDirty, onClose);

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      const body: CourseRequest = { name, status: 'draft' };
      const course = await createCourse(body);
      release();
      notify(t('courses.form.created'), 'success', 'course-created');
      await queryClient.invalidateQueries({ queryKey: COURSES_KEY });
      onCreated(course.id);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ['name'])) return;
      if (!isApiError(error) || !error.handled) notify(t('courses.form.saveFailed'), 'error', 'course-save-failed');
    }
  });

  return (
    <FormModal
      title={t('courses.form.createTitle')}
      onClose={closeAsking}
      onSubmit={submit}
      submitLabel={t('courses.form.create')}
      loading={isSubmitting}
      size={MODAL_WIDTH}
      gap="md"
    >
      <Text size="sm" c="dimmed">
        {t('courses.form.requiredLegend')}
      </Text>
      <NameInput
        {...form.register('name')}
        label={t('courses.form.name')}
        maxLength={COURSE_NAME_MAX}
        data-autofocus
        error={fieldErrorText(errors.name)}
      />
    </FormModal>
  );
}
