import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  CLASS_CAPACITY_MAX,
  CLASS_CODE_MAX,
  CLASS_NAME_MAX,
  CLASS_SHIFTS,
  CLASS_STAGES,
  type Classe,
  type ClassRequest,
  type ClassShift,
  type ClassStage,
  classRequestSchema,
} from '@ponte/shared/courses.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledDateField } from '@/components/controlled-date-field';
import { ControlledEnumSelect } from '@/components/controlled-enum-select';
import { ControlledNumberInput } from '@/components/controlled-number-input';
import { FormAlert } from '@/components/form-alert';
import { FormModal } from '@/components/form-modal';
import { isApiError } from '@/lib/api-client';
import { dayjs } from '@/lib/dayjs';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { useIsMobile } from '@/lib/media';
import { notify } from '@/lib/notify';
import { useGuardedModal } from '@/lib/use-guarded-close';
import { COURSES_KEY, saveClass } from '../api/courses-api.ts';
import { NameInput } from './name-input.tsx';

interface FormValues {
  code: string;
  name: string;
  startDate: string;
  endDate: string;
  shift: ClassShift | null;
  capacity: number | '';
  stage: ClassStage;
}

const FIELDS = ['code', 'name', 'startDate', 'endDate', 'shift', 'capacity', 'stage'] as const;
const resolver = zodResolver(classRequestSchema) as unknown as Resolver<FormValues>;

function toFormValues(classe: Classe | null): FormValues {
  return {
    code: classe?.code ?? '',
    name: classe?.name ?? '',
    startDate: classe?.startDate ?? '',
    endDate: classe?.endDate ?? '',
    shift: classe?.shift ?? null,
    capacity: classe?.capacity ?? '',
    stage: classe?.stage ?? 'planned',
  };
}

/** A class of the course (Admin): code, name, dates, shift, seats and stage. */
export function ClassModal({
  courseId,
  classe,
  onClose,
}: {
  courseId: number;
  /** null: a new class. */
  classe: Classe | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const form = useForm<FormValues>({ resolver, defaultValues: toFormValues(classe) });
  const { errors, isDirty, isSubmitted } = form.formState;
  const { release, closeAsking } = useGuardedModal(isDirty, onClose);
  // Classes are planned years ahead and recorded years back.
  const minDate = dayjs().subtract(20, 'year').format('YYYY-MM-DD');
  const maxDate = dayjs().add(10, 'year').format('YYYY-MM-DD');

  const mutation = useMutation({
    mutationFn: (body: ClassRequest) => saveClass(courseId, classe?.id ?? null, body),
    onSuccess: async () => {
      release();
      notify(t('courses.classes.saved'), 'success', 'class-saved');
      onClose();
      await queryClient.invalidateQueries({ queryKey: COURSES_KEY });
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
      if (isApiError(error) && error.handled) return;
      notify(
        isApiError(error) && error.status === 409 && error.message ? error.message : t('courses.classes.saveFailed'),
        'error',
        'class-save-failed',
      );
    },
  });
  const submit = form.handleSubmit((values) => mutation.mutate(values as unknown as ClassRequest));
  const hasErrors = isSubmitted && Object.keys(errors).length > 0;

  return (
    <FormModal
      title={classe ? t('courses.classes.formEdit') : t('courses.classes.formNew')}
      onClose={closeAsking}
      onSubmit={submit}
      submitLabel={t('courses.classes.save')}
      loading={mutation.isPending}
      size={mobile ? '100%' : 'lg'}
      fullScreen={mobile}
    >
      <Text size="sm" c="dimmed">
        {t('courses.form.requiredLegend')}
      </Text>
      <FormAlert>{hasErrors ? t('courses.validation.requiredBanner') : null}</FormAlert>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <NameInput
          {...form.register('name')}
          label={t('courses.classes.name')}
          maxLength={CLASS_NAME_MAX}
          data-autofocus
          error={fieldErrorText(errors.name)}
        />
        <TextInput
          {...form.register('code')}
          label={t('courses.classes.code')}
          maxLength={CLASS_CODE_MAX}
          autoComplete="off"
          error={fieldErrorText(errors.code)}
        />
        <ControlledDateField
          control={form.control}
          name="startDate"
          label={t('courses.classes.startDate')}
          minDate={minDate}
          maxDate={maxDate}
        />
        <ControlledDateField
          control={form.control}
          name="endDate"
          label={t('courses.classes.endDate')}
          minDate={minDate}
          maxDate={maxDate}
          errorProps={{ role: 'alert' }}
        />
        <ControlledEnumSelect
          control={form.control}
          name="shift"
          options={CLASS_SHIFTS}
          label={t('courses.classes.shift')}
          placeholder={t('courses.form.select')}
          clearable
        />
        <ControlledNumberInput
          control={form.control}
          name="capacity"
          label={t('courses.classes.capacity')}
          description={t('courses.classes.capacityHint')}
          min={1}
          max={CLASS_CAPACITY_MAX}
          allowDecimal={false}
          allowNegative={false}
        />
        <ControlledEnumSelect
          control={form.control}
          name="stage"
          options={CLASS_STAGES}
          label={t('courses.classes.stage')}
          withAsterisk
        />
      </SimpleGrid>
    </FormModal>
  );
}
