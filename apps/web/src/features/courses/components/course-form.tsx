import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, FileButton, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  COURSE_MODALITIES,
  COURSE_NAME_MAX,
  COURSE_PARTNER_MAX,
  COURSE_SKILL_MAX,
  COURSE_SKILLS_MAX,
  COURSE_STATUSES,
  COURSE_WORKLOAD_MAX,
  type Course,
  type CourseModality,
  type CourseRequest,
  type CourseStatus,
  courseRequestSchema,
} from '@ponte/shared/courses.schema';
import { PHOTO_ACCEPT } from '@ponte/shared/files.schema';
import { htmlIsEmpty } from '@ponte/shared/rich-text';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledCheckbox } from '@/components/controlled-checkbox';
import { ControlledEnumSelect } from '@/components/controlled-enum-select';
import { ControlledIdSelect } from '@/components/controlled-id-select';
import { ControlledNumberInput } from '@/components/controlled-number-input';
import { ControlledTagsInput } from '@/components/controlled-tags-input';
import { FormActions } from '@/components/form-actions';
import { FormAlert } from '@/components/form-alert';
import { ControlledRichTextField } from '@/components/lazy-rich-text-field';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { TEXT } from '@/lib/semantic-colours';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { COURSES_KEY, updateCourse, uploadCourseCover } from '../api/courses-api.ts';
import { CourseCover } from './course-card.tsx';
import { useOptionItems } from './course-labels.tsx';
import { NameInput } from './name-input.tsx';

// The editor (Tiptap) comes when the course form opens, not with the course screens.

interface FormValues {
  name: string;
  /** Rich text (HTML), sanitised by the server. */
  description: string;
  areaId: number | null;
  workloadHours: number | '';
  modality: CourseModality | null;
  partnerName: string;
  partnerUrl: string;
  /** undefined keeps the cover, null removes it, an id is a new upload. */
  coverFileId: string | null | undefined;
  status: CourseStatus;
  certificateOnCompletion: boolean;
  skills: string[];
}

const FIELDS = [
  'name',
  'description',
  'areaId',
  'workloadHours',
  'modality',
  'partnerName',
  'partnerUrl',
  'coverFileId',
  'status',
  'certificateOnCompletion',
  'skills',
] as const;

/** Skills as the server keeps them: trimmed, without commas or repeats, within the limits. */
const normaliseSkills = (tags: string[]) =>
  [...new Set(tags.map((s) => s.replaceAll(',', '').trim()).filter(Boolean))]
    .filter((s) => s.length <= COURSE_SKILL_MAX)
    .slice(0, COURSE_SKILLS_MAX);

const resolver = zodResolver(courseRequestSchema) as unknown as Resolver<FormValues>;

function toFormValues(course: Course): FormValues {
  return {
    name: course.name,
    description: course.description ?? '',
    areaId: course.areaId,
    workloadHours: course.workloadHours ?? '',
    modality: course.modality,
    partnerName: course.partnerName ?? '',
    partnerUrl: course.partnerUrl ?? '',
    coverFileId: undefined,
    status: course.status,
    certificateOnCompletion: course.certificateOnCompletion,
    skills: course.skills,
  };
}

/** The Curso tab's form (Admin): every field of a course, PUT as a whole. */
export function CourseForm({ course }: { course: Course }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const areas = useOptionItems('MENTOR_AREA');
  const form = useForm<FormValues>({ resolver, defaultValues: toFormValues(course) });
  const { errors, isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty);
  const [cover, setCover] = useState<{ url: string | null; uploading: boolean; error: string | null }>({
    url: course.coverUrl,
    uploading: false,
    error: null,
  });
  const hasErrors = Object.keys(errors).length > 0;

  const submit = form.handleSubmit(async (values) => {
    const body: CourseRequest = {
      ...values,
      // The schema reads '' as null; an editor left with empty paragraphs is no description either.
      description: values.description && !htmlIsEmpty(values.description) ? values.description : null,
      workloadHours: values.workloadHours === '' ? null : values.workloadHours,
      partnerName: values.partnerName || null,
      partnerUrl: values.partnerUrl || null,
    };
    if (values.coverFileId === undefined) delete body.coverFileId;
    try {
      const saved = await updateCourse(course.id, body);
      form.reset(toFormValues(saved));
      setCover({ url: saved.coverUrl, uploading: false, error: null });
      queryClient.setQueryData([...COURSES_KEY, 'course', course.id], saved);
      notify(t('courses.form.saved'), 'success', 'course-saved');
      await queryClient.invalidateQueries({ queryKey: [...COURSES_KEY, 'list'] });
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
      if (!isApiError(error) || !error.handled) notify(t('courses.form.saveFailed'), 'error', 'course-save-failed');
    }
  });

  const pickCover = async (file: File | null) => {
    if (!file) return;
    setCover((was) => ({ ...was, uploading: true, error: null }));
    try {
      const uploaded = await uploadCourseCover(file);
      form.setValue('coverFileId', uploaded.id, { shouldDirty: true });
      setCover({ url: uploaded.url, uploading: false, error: null });
    } catch (error) {
      const message =
        isApiError(error) && error.status !== 0 && error.code !== 'INTERNAL' && error.message
          ? error.message
          : t('courses.form.coverFailed');
      setCover((was) => ({ ...was, uploading: false, error: message }));
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('courses.form.title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('courses.form.requiredLegend')}
        </Text>
        <FormAlert>{hasErrors ? t('courses.validation.requiredBanner') : null}</FormAlert>
        <NameInput
          {...form.register('name')}
          label={t('courses.form.name')}
          maxLength={COURSE_NAME_MAX}
          error={fieldErrorText(errors.name)}
        />
        <ControlledRichTextField
          control={form.control}
          name="description"
          label={t('courses.form.description')}
          error={fieldErrorText(errors.description)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <ControlledIdSelect
            control={form.control}
            name="areaId"
            label={t('courses.form.area')}
            placeholder={t('courses.form.select')}
            data={areas.data}
            clearable
          />
          <ControlledEnumSelect
            control={form.control}
            name="modality"
            options={COURSE_MODALITIES}
            label={t('courses.form.modality')}
            placeholder={t('courses.form.select')}
            clearable
          />
          <ControlledNumberInput
            control={form.control}
            name="workloadHours"
            label={t('courses.form.workload')}
            min={1}
            max={COURSE_WORKLOAD_MAX}
            allowDecimal={false}
            allowNegative={false}
          />
          <ControlledEnumSelect
            control={form.control}
            name="status"
            options={COURSE_STATUSES}
            label={t('courses.form.status')}
            withAsterisk
          />
          <TextInput
            {...form.register('partnerName')}
            label={t('courses.form.partnerName')}
            maxLength={COURSE_PARTNER_MAX}
            autoComplete="off"
            error={fieldErrorText(errors.partnerName)}
          />
          <TextInput
            {...form.register('partnerUrl')}
            type="url"
            label={t('courses.form.partnerUrl')}
            placeholder="https://"
            maxLength={COURSE_PARTNER_MAX}
            autoComplete="off"
            error={fieldErrorText(errors.partnerUrl)}
            errorProps={{ role: 'alert' }}
          />
        </SimpleGrid>
        <ControlledTagsInput
          control={form.control}
          name="skills"
          label={t('courses.form.skills')}
          description={t('courses.form.skillsHint')}
          normalise={normaliseSkills}
          splitChars={[',']}
          maxTags={COURSE_SKILLS_MAX}
          clearable
        />
        <ControlledCheckbox
          control={form.control}
          name="certificateOnCompletion"
          label={t('courses.form.certificate')}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('courses.form.cover')}
          </Text>
          <Box maw={360} style={{ borderRadius: 8, overflow: 'hidden' }}>
            <CourseCover course={{ coverUrl: cover.url }} height={140} />
          </Box>
          <Group gap="sm">
            <FileButton onChange={pickCover} accept={PHOTO_ACCEPT.join(',')}>
              {(props) => (
                <Button {...props} variant="default" size="sm" loading={cover.uploading}>
                  {t('courses.form.coverPick')}
                </Button>
              )}
            </FileButton>
            {cover.url ? (
              <Button
                variant="subtle"
                color={TEXT.negative}
                size="sm"
                onClick={() => {
                  form.setValue('coverFileId', null, { shouldDirty: true });
                  setCover({ url: null, uploading: false, error: null });
                }}
              >
                {t('courses.form.coverRemove')}
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {t('courses.form.coverHint')}
          </Text>
          {cover.error ? (
            <Text size="sm" c={TEXT.negative} role="alert">
              {cover.error}
            </Text>
          ) : null}
        </Stack>
        <FormActions submitLabel={t('courses.form.save')} loading={isSubmitting} disabled={cover.uploading} />
      </Stack>
    </form>
  );
}
