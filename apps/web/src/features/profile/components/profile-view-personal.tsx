import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import { BRAZIL_DIAL_CODE, formatBrazilianPhone, formatCpf, formatPostalCode } from '@ponte/shared/documents';
import type { Locale } from '@ponte/shared/locales';
import {
  BROADBAND_ACCESS,
  COMPUTER_AVAILABILITY,
  COMPUTER_LEVELS,
  DEPENDENT_COUNTS,
  DISABILITY_ANSWERS,
  DISABILITY_TYPES,
  EMPLOYMENT_STATUSES,
  type EnumOption,
  GENDERS,
  GOALS,
  GUARDIAN_RELATIONS,
  INCOME_BANDS,
  INCOME_PROGRAMS,
  LEARNING_ENVIRONMENTS,
  NATIONALITIES,
  optionLabel,
  RACE_COLORS,
  REFERRAL_SOURCES,
  SCHOOL_YEARS,
} from '@ponte/shared/profile-enums';
import type { PersonalInformationResponse } from '@ponte/shared/profile-personal.schema';
import { BRAZILIAN_STATES } from '@ponte/shared/reference/brazilian-states';
import { BRAZIL } from '@ponte/shared/reference/countries';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { educationListQuery } from '../api/personal-api.ts';
import { EducationSummary } from './education-summary.tsx';
import { chips, FieldSection, textOrNull, type ViewField, ViewSection } from './profile-view-section.tsx';

type Labeller = <V extends string>(list: readonly EnumOption<V>[], value: V | null | undefined) => string | null;

function useEnumLabel(): Labeller {
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return (list, value) => (value ? optionLabel(list, value, locale) : null);
}

/** Absent (held back from this viewer: policy.ts SENSITIVE_PROFILE_FIELDS) reads as unanswered: the line is left out. */
function phoneText(dialCode: string | null | undefined, phone: string | null | undefined): string | null {
  const number = textOrNull(phone);
  if (!number) return null;
  const code = dialCode ?? BRAZIL_DIAL_CODE;
  return `+${code} ${code === BRAZIL_DIAL_CODE ? formatBrazilianPhone(number) : number}`;
}

/** Spec §3 personal information, read: basic data, additional information, location and education. */
export function PersonalInformationView({ publicId, data }: { publicId: string; data: PersonalInformationResponse }) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const basic = data.basicData;
  const extra = data.additionalInformation;
  const place = data.location;
  const basicLabel = (key: keyof typeof basic) => t(`profilePersonal.basicData.${key}`);
  const extraLabel = (key: keyof typeof extra) => t(`profilePersonal.additionalInformation.${key}`);

  const basicFields: ViewField[] = [
    { label: basicLabel('firstName'), value: textOrNull(basic.firstName) },
    { label: basicLabel('lastName'), value: textOrNull(basic.lastName) },
    { label: basicLabel('socialName'), value: textOrNull(basic.socialName) },
    {
      label: basicLabel('email'),
      value: textOrNull(basic.email) && <Anchor href={`mailto:${basic.email}`}>{basic.email}</Anchor>,
    },
    { label: basicLabel('cpf'), value: basic.cpf ? formatCpf(basic.cpf) : null },
    { label: basicLabel('birthDate'), value: basic.birthDate ? formatDate(basic.birthDate) : null },
    { label: basicLabel('phone'), value: phoneText(basic.phoneDialCode, basic.phone) },
    { label: basicLabel('gender'), value: label(GENDERS, basic.gender) },
    { label: basicLabel('raceColor'), value: label(RACE_COLORS, basic.raceColor) },
    { label: basicLabel('disability'), value: label(DISABILITY_ANSWERS, basic.disability) },
    {
      label: basicLabel('disabilityTypes'),
      value:
        basic.disability === 'S'
          ? chips((basic.disabilityTypes ?? []).map((type) => label(DISABILITY_TYPES, type) ?? type))
          : null,
      wide: true,
    },
    { label: basicLabel('nationality'), value: label(NATIONALITIES, basic.nationality) },
    ...(data.guardianApplies
      ? [
          { label: basicLabel('guardianName'), value: textOrNull(basic.guardianName) },
          { label: basicLabel('guardianRelation'), value: label(GUARDIAN_RELATIONS, basic.guardianRelation) },
          { label: basicLabel('schoolYear'), value: label(SCHOOL_YEARS, basic.schoolYear) },
        ]
      : []),
    { label: basicLabel('employmentStatus'), value: label(EMPLOYMENT_STATUSES, basic.employmentStatus) },
    { label: basicLabel('goals'), value: chips(basic.goals.map((goal) => label(GOALS, goal) ?? goal)), wide: true },
  ];

  const extraFields: ViewField[] = [
    { label: extraLabel('referralSource'), value: label(REFERRAL_SOURCES, extra.referralSource) },
    { label: extraLabel('computerLevel'), value: label(COMPUTER_LEVELS, extra.computerLevel) },
    { label: extraLabel('computerAvailable'), value: label(COMPUTER_AVAILABILITY, extra.computerAvailable) },
    ...(data.asksLearningEnvironment
      ? [{ label: extraLabel('learningEnvironment'), value: label(LEARNING_ENVIRONMENTS, extra.learningEnvironment) }]
      : []),
    { label: extraLabel('broadband'), value: label(BROADBAND_ACCESS, extra.broadband) },
    { label: extraLabel('familyIncome'), value: label(INCOME_BANDS, extra.familyIncome) },
    { label: extraLabel('familyDependents'), value: label(DEPENDENT_COUNTS, extra.familyDependents) },
    { label: extraLabel('incomePrograms'), value: label(INCOME_PROGRAMS, extra.incomePrograms) },
  ];

  // No country reads with the Brazilian labels, as the form does.
  const brazil = !place.country || place.country === BRAZIL.value;
  const postalCode = textOrNull(place.postalCode);
  const locationFields: ViewField[] = [
    { label: t('forms.address.country'), value: textOrNull(place.country) },
    {
      label: t(brazil ? 'forms.address.postalCodeBrazil' : 'forms.address.postalCode'),
      value: postalCode && brazil ? formatPostalCode(postalCode) : postalCode,
    },
    { label: t('forms.address.address'), value: textOrNull(place.address) },
    { label: t('forms.address.streetNumber'), value: textOrNull(place.streetNumber) },
    { label: t('forms.address.neighborhood'), value: textOrNull(place.neighborhood) },
    { label: t('forms.address.complement'), value: textOrNull(place.complement) },
    {
      label: t(brazil ? 'forms.address.state' : 'forms.address.stateOther'),
      value: brazil
        ? (BRAZILIAN_STATES.find((state) => state.value === place.state)?.label ?? textOrNull(place.state))
        : textOrNull(place.state),
    },
    { label: t('forms.address.city'), value: textOrNull(place.city) },
  ];

  return (
    <Stack gap="lg" data-testid="personal-information">
      <FieldSection title={t('profilePersonal.basicData.title')} fields={basicFields} testId="basic-data" />
      <FieldSection
        title={t('profilePersonal.additionalInformation.title')}
        fields={extraFields}
        testId="additional-information"
      />
      <FieldSection title={t('profilePersonal.location.title')} fields={locationFields} testId="location" />
      <EducationView publicId={publicId} />
    </Stack>
  );
}

/** Spec §3 "Education", read: one entry per course, newest as stored. */
function EducationView({ publicId }: { publicId: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const list = useQuery(educationListQuery(publicId));
  const title = t('profilePersonal.education.title');

  if (list.isPending) {
    return (
      <ViewSection title={title} testId="education">
        <Center py="sm" role="status">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      </ViewSection>
    );
  }
  if (list.isError) {
    return (
      <ViewSection title={title} testId="education">
        <Alert role="alert" color="red" variant="light">
          {t('profile.form.loadFailed')}
        </Alert>
      </ViewSection>
    );
  }
  return (
    <ViewSection title={title} empty={list.data.length === 0} testId="education">
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.data.map((entry) => (
          <li key={entry.id} data-education-row>
            <EducationSummary entry={entry} locale={locale} />
          </li>
        ))}
      </Stack>
    </ViewSection>
  );
}
