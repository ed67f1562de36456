import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { CPF_MASK } from '@ponte/shared/documents';
import {
  DISABILITY_ANSWERS,
  DISABILITY_TYPES,
  EMPLOYMENT_STATUSES,
  type EnumOption,
  GENDERS,
  GOALS,
  GUARDIAN_RELATIONS,
  NATIONALITIES,
  RACE_COLORS,
  SCHOOL_YEARS,
} from '@ponte/shared/profile-enums';
import {
  BASIC_DATA_FIELDS,
  type BasicData,
  type BasicDataRequest,
  basicDataRequestSchema,
  consentedBasicDataSchema,
  GUARDIAN_NAME_MAX,
  guardianApplies,
  LAST_NAME_MAX,
  NAME_MAX,
  type PersonalInformationResponse,
  SOCIAL_NAME_MAX,
} from '@ponte/shared/profile-personal.schema';
import { useMemo } from 'react';
import { type FieldPath, type FieldPathByValue, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledBirthDateField } from '@/components/controlled-date-field';
import { ControlledEnumMultiSelect, ControlledEnumSelect } from '@/components/controlled-enum-select';
import { ControlledMaskedInput } from '@/components/controlled-masked-input';
import { PhoneFields } from '@/components/phone-fields';
import { basicDataFormValues } from '@/lib/basic-data-values';
import { isIsoDate } from '@/lib/date-text';
import { formErrorText } from '@/lib/form-error-text';
import { saveBasicData } from '../api/personal-api.ts';
import { FIELD_COLUMNS } from './form-fields.ts';
import { FormSection } from './form-section.tsx';
import { useSectionSave } from './use-section-save.ts';

type Basic = PersonalInformationResponse['basicData'];

interface BasicDataFormProps {
  publicId: string;
  data: PersonalInformationResponse;
}

type TextName = 'firstName' | 'lastName' | 'socialName' | 'guardianName';

export function BasicDataForm({ publicId, data }: BasicDataFormProps) {
  const { t } = useTranslation();
  const basic = data.basicData;

  // Race/colour and disability are asked only while the sensitive-data consent is live (ADR 0044), and
  // then required like the other selects.
  const consented = data.sensitiveConsent !== false;
  const asksSensitive = consented && 'raceColor' in basic;
  const schema = useMemo(() => (asksSensitive ? consentedBasicDataSchema : basicDataRequestSchema), [asksSensitive]);
  const form = useForm<BasicDataRequest, unknown, BasicData>({
    resolver: zodResolver(schema),
    defaultValues: basicDataFormValues(basic),
  });
  const err = (name: FieldPath<BasicDataRequest>) => formErrorText(form.getFieldState(name, form.formState).error);
  const birthDate = form.watch('birthDate');
  const disability = form.watch('disability');

  // Students always; others only while under 18, re-judged as the birth date is edited.
  const showGuardian = guardianApplies({
    student: data.student,
    birthDate: isIsoDate(birthDate) ? birthDate : null,
  });

  const mutation = useSectionSave(form, {
    publicId,
    save: (values) =>
      saveBasicData(publicId, {
        ...values,
        ...(consented
          ? { disabilityTypes: values.disability === 'S' ? values.disabilityTypes : [] }
          : { raceColor: null, disability: null, disabilityTypes: [] }),
        guardianName: showGuardian ? values.guardianName : null,
        guardianRelation: showGuardian ? values.guardianRelation : null,
        schoolYear: showGuardian ? values.schoolYear : null,
      }),
    fields: BASIC_DATA_FIELDS,
  });

  // Sensitive answers are omitted, not nulled, for a viewer who may not see them.
  const has = (key: keyof Basic) => key in basic;
  const label = (name: keyof Basic) => t(`profilePersonal.basicData.${name}`);

  const text = (name: TextName, max: number, options: { required?: boolean; autoComplete?: string } = {}) => (
    <TextInput
      {...form.register(name)}
      label={label(name)}
      withAsterisk={options.required}
      maxLength={max}
      autoComplete={options.autoComplete}
      error={err(name)}
    />
  );
  const select = <V extends string>(
    name: FieldPathByValue<BasicDataRequest, V | null | undefined> & keyof Basic,
    options: readonly EnumOption<V>[],
    required = true,
  ) => (
    <ControlledEnumSelect
      control={form.control}
      name={name}
      options={options}
      label={label(name)}
      withAsterisk={required}
      error={err(name)}
    />
  );
  const multiSelect = <V extends string>(
    name: FieldPathByValue<BasicDataRequest, readonly V[] | null | undefined> & keyof Basic,
    options: readonly EnumOption<V>[],
  ) => (
    <ControlledEnumMultiSelect
      control={form.control}
      name={name}
      options={options}
      label={label(name)}
      withAsterisk
      error={err(name)}
    />
  );

  return (
    <FormSection
      title={t('profilePersonal.basicData.title')}
      saveLabel={t('profilePersonal.basicData.save')}
      saving={mutation.isPending}
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      testId="basic-data"
    >
      <SimpleGrid cols={FIELD_COLUMNS} spacing="md" verticalSpacing="sm">
        {text('firstName', NAME_MAX, { required: true, autoComplete: 'given-name' })}
        {text('lastName', LAST_NAME_MAX, { required: true, autoComplete: 'family-name' })}
        {text('socialName', SOCIAL_NAME_MAX)}
        <TextInput label={label('email')} value={basic.email} readOnly type="email" />
        {has('cpf') && (
          <ControlledMaskedInput
            control={form.control}
            name="cpf"
            mask={CPF_MASK}
            label={label('cpf')}
            withAsterisk
            error={err('cpf')}
          />
        )}
        <ControlledBirthDateField
          control={form.control}
          name="birthDate"
          label={label('birthDate')}
          withAsterisk
          error={err('birthDate')}
        />
        <PhoneFields form={form} dialCodeLabel={label('phoneDialCode')} phoneLabel={label('phone')} />
        {select('gender', GENDERS)}
        {consented && has('raceColor') && select('raceColor', RACE_COLORS)}
        {consented && has('disability') && select('disability', DISABILITY_ANSWERS)}
        {consented && has('disabilityTypes') && disability === 'S' && multiSelect('disabilityTypes', DISABILITY_TYPES)}
        {select('nationality', NATIONALITIES)}
        {showGuardian && has('guardianName') && text('guardianName', GUARDIAN_NAME_MAX)}
        {showGuardian && has('guardianRelation') && select('guardianRelation', GUARDIAN_RELATIONS, false)}
        {showGuardian && select('schoolYear', SCHOOL_YEARS, false)}
        {select('employmentStatus', EMPLOYMENT_STATUSES)}
        {multiSelect('goals', GOALS)}
      </SimpleGrid>
      {consented || !has('raceColor') ? null : (
        <Text size="sm" c="dimmed" mt="sm" data-testid="consent-needed">
          {t('privacy.consent.needed')}
        </Text>
      )}
    </FormSection>
  );
}
