import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Locale } from '@ponte/shared/locales';
import { MENTOR_CAPACITY_MAX } from '@ponte/shared/mentoring.schema';
import { LONG_TEXT_MAX } from '@ponte/shared/profile.schema';
import {
  MENTORING_AVAILABILITY,
  MOTIVATION_LABELS,
  type motivationLabelSchema,
  optionLabel,
  YES_NO,
} from '@ponte/shared/profile-enums';
import {
  NO_COMPANY_ID,
  POSITION_MAX,
  type ProfessionalProfileRequest,
  type ProfessionalProfileResponse,
  professionalProfileRequestSchemaFor,
} from '@ponte/shared/profile-professional.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ControlledIdMultiSelect, ControlledIdSelect } from '@/components/controlled-id-select';
import { ControlledNumberInput } from '@/components/controlled-number-input';
import { FormActions } from '@/components/form-actions';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { registerField } from '@/lib/register-field';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { useVocabularyT } from '@/lib/use-vocabulary';
import { useOptionSelectData } from '../api/professional-options.ts';
import { professionalProfileQueryKey, saveProfessionalProfile } from '../api/professional-profile-api.ts';
import { CountedTextarea } from './professional-text-area.tsx';

type Schema = ReturnType<typeof professionalProfileRequestSchemaFor>;
type FormValues = z.input<Schema>;
type MotivationLabel = z.infer<typeof motivationLabelSchema>;

const FIELDS = [
  'companyRelationships',
  'sectorOfCompany',
  'positionInCompany',
  'mentoringAvailability',
  'mentorAreas',
  'mentoringCapacity',
  'helpTalents',
  'careerGoals',
  'motivationLabel',
  'motivation',
] as const satisfies readonly (keyof FormValues)[];

function toFormValues(data: ProfessionalProfileResponse): FormValues {
  return {
    companyRelationships: data.companyRelationships,
    sectorOfCompany: data.sectorOfCompany,
    positionInCompany: data.positionInCompany ?? '',
    mentoringAvailability: data.mentoringAvailability,
    mentorAreas: data.mentorAreas,
    mentoringCapacity: data.mentoringCapacity,
    helpTalents: data.helpTalents ?? '',
    careerGoals: data.careerGoals ?? '',
    motivationLabel: data.motivationLabel,
    motivation: data.motivation ?? '',
  };
}

interface Props {
  publicId: string;
  data: ProfessionalProfileResponse;
}

/** Spec §3 "Professional profile" and §5 "Professional form". */
export function ProfessionalProfileForm({ publicId, data }: Props) {
  const { t, i18n } = useTranslation();
  const tv = useVocabularyT();
  const locale = i18n.language as Locale;
  const queryClient = useQueryClient();
  const companyId = data.company.id;
  const linked = companyId !== NO_COMPANY_ID;
  const schema = useMemo(() => professionalProfileRequestSchemaFor(companyId), [companyId]);

  const form = useForm<FormValues, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(data),
  });
  useUnsavedChanges(form.formState.isDirty);
  const { errors } = form.formState;
  const availability = useWatch({ control: form.control, name: 'mentoringAvailability' });
  const motivationLabel = useWatch({ control: form.control, name: 'motivationLabel' });

  const relationshipData = useOptionSelectData('COMPANY_RELATIONSHIP');
  const sectorData = useOptionSelectData('EMPLOYEE_SECTOR');
  const mentorAreaData = useOptionSelectData('MENTOR_AREA');
  const motivationData = useMemo(
    () => MOTIVATION_LABELS.map((o) => ({ value: o.value, label: o.label[locale] })),
    [locale],
  );

  const mutation = useMutation({
    mutationFn: (values: ProfessionalProfileRequest) => saveProfessionalProfile(publicId, values),
    onSuccess: async () => {
      notify(t('profileProfessional.saved'), 'success', 'professional-saved');
      form.reset(form.getValues());
      await queryClient.invalidateQueries({ queryKey: professionalProfileQueryKey(publicId) });
    },
    onError: (error) => {
      applyServerFieldErrors(error, form.setError, FIELDS);
      if (isApiError(error) && error.handled) return;
      notify(t('profileProfessional.saveFailed'), 'error', 'professional-failed');
    },
  });

  const onSubmit = form.handleSubmit((values) =>
    // The server clears the areas of someone unavailable; sending none keeps both sides the same.
    mutation.mutate(values.mentoringAvailability === 'S' ? values : { ...values, mentorAreas: [] }),
  );

  const companyName = linked ? (data.company.name ?? t('profileSkills.noValue')) : t('profileProfessional.noCompany');
  const placeholder = t('profile.form.select');

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('profileProfessional.company')} value={companyName} disabled />
          <ControlledIdMultiSelect
            control={form.control}
            name="companyRelationships"
            label={t('profileProfessional.companyRelationships')}
            data={relationshipData}
            placeholder={placeholder}
            nothingFoundMessage={t('profile.form.nothingFound')}
            searchable
          />
          <ControlledIdSelect
            control={form.control}
            name="sectorOfCompany"
            label={t('profileProfessional.sector')}
            data={sectorData}
            withAsterisk={linked}
            placeholder={placeholder}
            nothingFoundMessage={t('profile.form.nothingFound')}
            clearable={!linked}
            searchable
          />
          <TextInput
            {...registerField(form, 'positionInCompany')}
            label={t('profileProfessional.position')}
            maxLength={POSITION_MAX}
            withAsterisk={linked}
          />
          <TextInput
            label={t('profileProfessional.isMentor')}
            value={optionLabel(YES_NO, data.isMentor, locale)}
            disabled
          />
        </SimpleGrid>

        <Controller
          control={form.control}
          name="mentoringAvailability"
          render={({ field }) => (
            <Radio.Group
              name={field.name}
              value={field.value}
              onChange={(next) => field.onChange(next)}
              label={t('profileProfessional.mentoringAvailability')}
              withAsterisk
              error={fieldErrorText(errors.mentoringAvailability)}
              errorProps={{ role: 'alert' }}
            >
              <Group gap="lg" mt={6}>
                {MENTORING_AVAILABILITY.map((option) => (
                  <Radio key={option.value} value={option.value} label={option.label[locale]} onBlur={field.onBlur} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />

        {availability === 'S' && (
          <ControlledIdMultiSelect
            control={form.control}
            name="mentorAreas"
            label={t('profileProfessional.mentorAreas')}
            data={mentorAreaData}
            withAsterisk
            placeholder={placeholder}
            nothingFoundMessage={t('profile.form.nothingFound')}
            searchable
          />
        )}

        {availability === 'S' && (
          <ControlledNumberInput
            control={form.control}
            name="mentoringCapacity"
            empty={undefined}
            label={t('profileProfessional.mentoringCapacity')}
            min={1}
            max={MENTOR_CAPACITY_MAX}
            allowDecimal={false}
            allowNegative={false}
            maw={280}
          />
        )}

        <Controller
          control={form.control}
          name="helpTalents"
          render={({ field }) => (
            <CountedTextarea
              {...field}
              label={tv('profileProfessional.helpTalents')}
              max={LONG_TEXT_MAX}
              error={fieldErrorText(errors.helpTalents)}
              errorProps={{ role: 'alert' }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="careerGoals"
          render={({ field }) => (
            <CountedTextarea
              {...field}
              label={t('profileProfessional.careerGoals')}
              max={LONG_TEXT_MAX}
              error={fieldErrorText(errors.careerGoals)}
              errorProps={{ role: 'alert' }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="motivationLabel"
          render={({ field }) => (
            <Select
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              label={t('profileProfessional.motivationLabel')}
              data={motivationData}
              value={field.value ?? null}
              onChange={(next) => {
                field.onChange((next as MotivationLabel | null) ?? null);
                if (next === null) form.clearErrors('motivation');
              }}
              placeholder={placeholder}
              clearable
              error={fieldErrorText(errors.motivationLabel)}
              errorProps={{ role: 'alert' }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="motivation"
          render={({ field }) => (
            <CountedTextarea
              {...field}
              label={t('profileProfessional.motivation')}
              max={LONG_TEXT_MAX}
              withAsterisk={motivationLabel !== null}
              error={fieldErrorText(errors.motivation)}
              errorProps={{ role: 'alert' }}
            />
          )}
        />

        <FormActions submitLabel={t('profileProfessional.save')} loading={mutation.isPending} />
      </Stack>
    </form>
  );
}
