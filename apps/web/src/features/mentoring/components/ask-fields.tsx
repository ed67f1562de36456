import { zodResolver } from '@hookform/resolvers/zod';
import { Select, Textarea } from '@mantine/core';
import { type MentorshipAsk, mentorshipAskSchema, OBJECTIVE_MAX } from '@ponte/shared/mentoring.schema';
import { SHIFTS, shiftSchema } from '@ponte/shared/profile-enums';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledEnumSelect } from '@/components/controlled-enum-select';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useTenant } from '@/lib/tenant';
import { useAskMentoring } from '../api/mentoring-api.ts';
import { useMentorAreas } from './mentoring-labels.ts';

/**
 * The ask form's state and submission, for oneself or (onBehalf) for someone picked in `userId`.
 * The period is asked, and required, only where the tenant has it (asid).
 */
export function useAskForm({ onBehalf, onDone }: { onBehalf: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const withPeriod = useTenant().features.mentoringPeriod;
  const ask = useAskMentoring();
  const base = onBehalf ? mentorshipAskSchema.required({ userId: true }) : mentorshipAskSchema;
  const form = useForm<MentorshipAsk>({
    resolver: zodResolver(withPeriod ? base.extend({ period: shiftSchema }) : base) as never,
    defaultValues: { objective: '', period: null },
  });
  const onSubmit = form.handleSubmit((body) =>
    ask.mutate(
      { ...body, period: withPeriod ? body.period : undefined },
      {
        onSuccess: () => {
          notify(t('mentoring.ask.done'), 'success');
          onDone();
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, form.setError, ['areaOptions', 'objective', 'period', 'userId'])) return;
          if (isApiError(error) && error.handled) return;
          notify(isApiError(error) && error.status < 500 ? error.message : t('mentoring.ask.failed'), 'error');
        },
      },
    ),
  );
  return { form, onSubmit, pending: ask.isPending, withPeriod };
}

/** Area, objective (with its counter) and, where the tenant asks it, the period. */
export function AskFields({ form, withPeriod }: { form: UseFormReturn<MentorshipAsk>; withPeriod: boolean }) {
  const { t } = useTranslation();
  const areas = useMentorAreas();
  const objective = form.watch('objective') ?? '';
  return (
    <>
      <Controller
        control={form.control}
        name="areaOptions"
        render={({ field, fieldState }) => (
          <Select
            label={t('mentoring.fields.area')}
            withAsterisk
            data={areas.items.map((item) => ({ value: String(item.id), label: areas.label(item.id) }))}
            value={field.value === undefined ? null : String(field.value)}
            onChange={(v) => field.onChange(v ? Number(v) : undefined)}
            onBlur={field.onBlur}
            ref={field.ref}
            allowDeselect={false}
            placeholder={t('profile.form.select')}
            error={fieldErrorText(fieldState.error)}
            maw={420}
          />
        )}
      />
      <Textarea
        label={t('mentoring.fields.objective')}
        placeholder={t('mentoring.ask.objectivePlaceholder')}
        withAsterisk
        autosize
        minRows={3}
        maxLength={OBJECTIVE_MAX}
        description={`${objective.length}/${OBJECTIVE_MAX}`}
        error={fieldErrorText(form.formState.errors.objective)}
        {...form.register('objective')}
      />
      {withPeriod && (
        <ControlledEnumSelect
          control={form.control}
          name="period"
          options={SHIFTS}
          label={t('mentoring.fields.period')}
          withAsterisk
          error={fieldErrorText(form.formState.errors.period)}
          maw={420}
        />
      )}
    </>
  );
}
