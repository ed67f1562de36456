import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, Select, SimpleGrid, TextInput } from '@mantine/core';
import { BRAZIL_DIAL_CODE, PHONE_MAX_DIGITS } from '@ponte/shared/documents';
import {
  DISABILITY_ANSWERS,
  DISABILITY_TYPES,
  EMPLOYMENT_STATUSES,
  GENDERS,
  GOALS,
  GUARDIAN_RELATIONS,
  NATIONALITIES,
  RACE_COLORS,
  SCHOOL_YEARS,
} from '@ponte/shared/profile-enums';
import {
  type BasicData,
  type BasicDataRequest,
  basicDataRequestSchema,
  earliestBirthDateIso,
  GUARDIAN_NAME_MAX,
  guardianApplies,
  LAST_NAME_MAX,
  NAME_MAX,
  type PersonalInformationResponse,
  SOCIAL_NAME_MAX,
  todayIso,
} from '@ponte/shared/profile-personal.schema';
import { DIAL_CODES } from '@ponte/shared/reference/dial-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledEnumMultiSelect, ControlledEnumSelect } from '@/components/controlled-enum-select';
import { DateField } from '@/components/date-field';
import { MaskedTextInput } from '@/components/masked-text-input';
import { isApiError } from '@/lib/api-client';
import { isIsoDate } from '@/lib/date-text';
import { formErrorText } from '@/lib/form-error-text';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { digitsMask } from '@/lib/mask';
import { notify } from '@/lib/notify';
import { saveBasicData } from '../api/personal-api.ts';
import { profileKey } from '../api/profile-api.ts';
import { FIELD_COLUMNS } from './form-fields.ts';
import { FormSection } from './form-section.tsx';

const CPF_MASK = '999.999.999-99';
const BRAZIL_PHONE_MASK = '(99) 99999-9999';

/** Calling codes several countries share: the one a stored code shows as. */
const PREFERRED_DIAL_COUNTRY: Readonly<Record<string, string>> = {
  '1': 'US',
  '7': 'RU',
  '44': 'GB',
  '61': 'AU',
  '39': 'IT',
  '47': 'NO',
  '358': 'FI',
  '212': 'MA',
  '262': 'RE',
  '590': 'GP',
  '599': 'CW',
  '290': 'SH',
};

function dialCountryOf(code: string | null): string {
  const wanted = code ?? BRAZIL_DIAL_CODE;
  const preferred = PREFERRED_DIAL_COUNTRY[wanted];
  if (preferred && DIAL_CODES.some((d) => d.country === preferred && d.code === wanted)) return preferred;
  return DIAL_CODES.find((d) => d.code === wanted)?.country ?? 'BR';
}

const DIAL_DATA = DIAL_CODES.map((d) => ({ value: d.country, label: d.label }));

const FIELDS: readonly FieldPath<BasicDataRequest>[] = [
  'firstName',
  'lastName',
  'socialName',
  'cpf',
  'birthDate',
  'phoneDialCode',
  'phone',
  'gender',
  'raceColor',
  'disability',
  'disabilityTypes',
  'nationality',
  'guardianName',
  'guardianRelation',
  'schoolYear',
  'employmentStatus',
  'goals',
];

type Basic = PersonalInformationResponse['basicData'];

function toForm(data: Basic): BasicDataRequest {
  // Unanswered selects start empty; the schema asks for them on save.
  return {
    firstName: data.firstName,
    lastName: data.lastName,
    socialName: data.socialName ?? '',
    cpf: data.cpf ?? '',
    birthDate: data.birthDate ?? '',
    phoneDialCode: data.phoneDialCode ?? BRAZIL_DIAL_CODE,
    phone: data.phone ?? '',
    gender: data.gender,
    raceColor: data.raceColor ?? null,
    disability: data.disability ?? null,
    disabilityTypes: data.disabilityTypes ?? [],
    nationality: data.nationality,
    guardianName: data.guardianName ?? '',
    guardianRelation: data.guardianRelation ?? null,
    schoolYear: data.schoolYear,
    employmentStatus: data.employmentStatus,
    goals: data.goals,
  } as unknown as BasicDataRequest;
}

interface BasicDataFormProps {
  publicId: string;
  data: PersonalInformationResponse;
  readOnly: boolean;
}

export function BasicDataForm({ publicId, data, readOnly }: BasicDataFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const basic = data.basicData;
  // A reader sees what was answered; only a form being filled suggests Brazil.
  const [dialCountry, setDialCountry] = useState<string | null>(() =>
    readOnly && basic.phoneDialCode === null ? null : dialCountryOf(basic.phoneDialCode),
  );

  const form = useForm<BasicDataRequest, unknown, BasicData>({
    resolver: zodResolver(basicDataRequestSchema),
    defaultValues: toForm(basic),
  });
  const { errors } = form.formState;
  const err = (name: FieldPath<BasicDataRequest>) => formErrorText(form.getFieldState(name, form.formState).error);

  const birthDate = form.watch('birthDate');
  const disability = form.watch('disability');
  const dialCode = form.watch('phoneDialCode');

  // Students always; others only while under 18, re-judged as the birth date is edited.
  const showGuardian = guardianApplies({
    student: data.student,
    birthDate: isIsoDate(birthDate) ? birthDate : null,
  });

  const mutation = useMutation({
    mutationFn: (values: BasicData) =>
      saveBasicData(publicId, {
        ...values,
        disabilityTypes: values.disability === 'S' ? values.disabilityTypes : [],
        guardianName: showGuardian ? values.guardianName : null,
        guardianRelation: showGuardian ? values.guardianRelation : null,
        schoolYear: showGuardian ? values.schoolYear : null,
      }),
    onSuccess: async () => {
      notify(t('profile.form.saved'), 'success');
      form.reset(form.getValues());
      await queryClient.invalidateQueries({ queryKey: profileKey(publicId) });
    },
    onError: (error) => {
      applyServerFieldErrors(error, form.setError, FIELDS);
      if (!isApiError(error) || !error.handled) notify(t('profile.form.saveFailed'), 'error');
    },
  });

  const has = (key: keyof Basic) => key in basic;
  const common = { readOnly };

  return (
    <FormSection
      title={t('profilePersonal.basicData.title')}
      readOnly={readOnly}
      saving={mutation.isPending}
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      testId="basic-data"
    >
      <SimpleGrid cols={FIELD_COLUMNS} spacing="md" verticalSpacing="sm">
        <TextInput
          {...form.register('firstName')}
          {...common}
          label={t('profilePersonal.basicData.firstName')}
          withAsterisk={!readOnly}
          maxLength={NAME_MAX}
          autoComplete="given-name"
          error={formErrorText(errors.firstName)}
        />
        <TextInput
          {...form.register('lastName')}
          {...common}
          label={t('profilePersonal.basicData.lastName')}
          withAsterisk={!readOnly}
          maxLength={LAST_NAME_MAX}
          autoComplete="family-name"
          error={formErrorText(errors.lastName)}
        />
        <TextInput
          {...form.register('socialName')}
          {...common}
          label={t('profilePersonal.basicData.socialName')}
          maxLength={SOCIAL_NAME_MAX}
          error={formErrorText(errors.socialName)}
        />
        <TextInput label={t('profilePersonal.basicData.email')} value={basic.email} readOnly type="email" />
        {has('cpf') && (
          <Controller
            control={form.control}
            name="cpf"
            render={({ field }) => (
              <MaskedTextInput
                {...common}
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={field.value}
                onChange={field.onChange}
                mask={CPF_MASK}
                label={t('profilePersonal.basicData.cpf')}
                withAsterisk={!readOnly}
                error={err('cpf')}
              />
            )}
          />
        )}
        <Controller
          control={form.control}
          name="birthDate"
          render={({ field }) => (
            <DateField
              {...common}
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value}
              onChange={(v) => field.onChange(v ?? '')}
              minDate={earliestBirthDateIso()}
              maxDate={todayIso()}
              label={t('profilePersonal.basicData.birthDate')}
              withAsterisk={!readOnly}
              error={err('birthDate')}
            />
          )}
        />
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              {...common}
              label={t('profilePersonal.basicData.phoneDialCode')}
              data={DIAL_DATA}
              value={dialCountry}
              onChange={(country) => {
                if (!country) return;
                setDialCountry(country);
                const code = DIAL_CODES.find((d) => d.country === country)?.code ?? BRAZIL_DIAL_CODE;
                form.setValue('phoneDialCode', code, { shouldDirty: true });
              }}
              searchable
              allowDeselect={false}
              withAsterisk={!readOnly}
              nothingFoundMessage={t('profile.form.nothingFound')}
              error={err('phoneDialCode')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="phone"
              render={({ field }) => (
                <MaskedTextInput
                  {...common}
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={field.value}
                  onChange={field.onChange}
                  mask={dialCode === BRAZIL_DIAL_CODE ? BRAZIL_PHONE_MASK : digitsMask(PHONE_MAX_DIGITS)}
                  type="tel"
                  autoComplete="tel-national"
                  label={t('profilePersonal.basicData.phone')}
                  withAsterisk={!readOnly}
                  error={err('phone')}
                />
              )}
            />
          </Grid.Col>
        </Grid>
        <ControlledEnumSelect
          control={form.control}
          name="gender"
          {...common}
          options={GENDERS}
          label={t('profilePersonal.basicData.gender')}
          withAsterisk={!readOnly}
          error={err('gender')}
        />
        {has('raceColor') && (
          <ControlledEnumSelect
            control={form.control}
            name="raceColor"
            {...common}
            options={RACE_COLORS}
            label={t('profilePersonal.basicData.raceColor')}
            withAsterisk={!readOnly}
            error={err('raceColor')}
          />
        )}
        {has('disability') && (
          <ControlledEnumSelect
            control={form.control}
            name="disability"
            {...common}
            options={DISABILITY_ANSWERS}
            label={t('profilePersonal.basicData.disability')}
            withAsterisk={!readOnly}
            error={err('disability')}
          />
        )}
        {has('disabilityTypes') && disability === 'S' && (
          <ControlledEnumMultiSelect
            control={form.control}
            name="disabilityTypes"
            {...common}
            options={DISABILITY_TYPES}
            label={t('profilePersonal.basicData.disabilityTypes')}
            withAsterisk={!readOnly}
            error={err('disabilityTypes')}
          />
        )}
        <ControlledEnumSelect
          control={form.control}
          name="nationality"
          {...common}
          options={NATIONALITIES}
          label={t('profilePersonal.basicData.nationality')}
          withAsterisk={!readOnly}
          error={err('nationality')}
        />
        {showGuardian && has('guardianName') && (
          <TextInput
            {...form.register('guardianName')}
            {...common}
            label={t('profilePersonal.basicData.guardianName')}
            maxLength={GUARDIAN_NAME_MAX}
            error={formErrorText(errors.guardianName)}
          />
        )}
        {showGuardian && has('guardianRelation') && (
          <ControlledEnumSelect
            control={form.control}
            name="guardianRelation"
            {...common}
            options={GUARDIAN_RELATIONS}
            label={t('profilePersonal.basicData.guardianRelation')}
            error={err('guardianRelation')}
          />
        )}
        {showGuardian && (
          <ControlledEnumSelect
            control={form.control}
            name="schoolYear"
            {...common}
            options={SCHOOL_YEARS}
            label={t('profilePersonal.basicData.schoolYear')}
            error={err('schoolYear')}
          />
        )}
        <ControlledEnumSelect
          control={form.control}
          name="employmentStatus"
          {...common}
          options={EMPLOYMENT_STATUSES}
          label={t('profilePersonal.basicData.employmentStatus')}
          withAsterisk={!readOnly}
          error={err('employmentStatus')}
        />
        <ControlledEnumMultiSelect
          control={form.control}
          name="goals"
          {...common}
          options={GOALS}
          label={t('profilePersonal.basicData.goals')}
          withAsterisk={!readOnly}
          error={err('goals')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
