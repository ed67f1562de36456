import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Text } from '@mantine/core';
import {
  BROADBAND_ACCESS,
  COMPUTER_AVAILABILITY,
  COMPUTER_LEVELS,
  DEPENDENT_COUNTS,
  type EnumOption,
  INCOME_BANDS,
  INCOME_PROGRAMS,
  LEARNING_ENVIRONMENTS,
  learningEnvironmentSchema,
  REFERRAL_SOURCES,
} from '@ponte/shared/profile-enums';
import {
  type AdditionalInformationRequest,
  additionalInformationRequestSchema,
  consentedAdditionalInformationSchema,
  type PersonalInformationResponse,
} from '@ponte/shared/profile-personal.schema';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledEnumSelect } from '@/components/controlled-enum-select';
import { formErrorText } from '@/lib/form-error-text';
import { saveAdditionalInformation } from '../api/personal-api.ts';
import { FIELD_COLUMNS } from './form-fields.ts';
import { FormSection } from './form-section.tsx';
import { useSectionSave } from './use-section-save.ts';

type Name = keyof AdditionalInformationRequest;

/** The socio-economic questions, asked only while the person's sensitive-data consent is live (ADR 0044). */
const CONSENTED: ReadonlySet<Name> = new Set(['familyIncome', 'familyDependents', 'incomePrograms']);

/** Spec §3 order; all are required selects. */

const QUESTIONS: readonly { name: Name; options: readonly EnumOption<string>[] }[] = [
  { name: 'referralSource', options: REFERRAL_SOURCES },
  { name: 'computerLevel', options: COMPUTER_LEVELS },
  { name: 'computerAvailable', options: COMPUTER_AVAILABILITY },
  { name: 'learningEnvironment', options: LEARNING_ENVIRONMENTS },
  { name: 'broadband', options: BROADBAND_ACCESS },
  { name: 'familyIncome', options: INCOME_BANDS },
  { name: 'familyDependents', options: DEPENDENT_COUNTS },
  { name: 'incomePrograms', options: INCOME_PROGRAMS },
];

interface AdditionalInformationFormProps {
  publicId: string;
  data: PersonalInformationResponse;
}

export function AdditionalInformationForm({ publicId, data }: AdditionalInformationFormProps) {
  const { t } = useTranslation();
  const answers = data.additionalInformation;
  const asks = data.asksLearningEnvironment;
  const consented = data.sensitiveConsent !== false;

  // The shared schema leaves learningEnvironment nullable because asid does not ask it; where it is asked it is required.
  // With the consent, the socio-economic questions are required like the rest.
  const schema = useMemo(() => {
    const base =
      consented && 'familyIncome' in answers
        ? consentedAdditionalInformationSchema
        : additionalInformationRequestSchema;
    return asks ? base.extend({ learningEnvironment: learningEnvironmentSchema }) : base;
  }, [asks, consented, answers]);

  const form = useForm<AdditionalInformationRequest>({
    resolver: zodResolver(schema),
    defaultValues: {
      ...answers,
      learningEnvironment: asks ? answers.learningEnvironment : null,
    } as unknown as AdditionalInformationRequest,
  });
  const { errors } = form.formState;
  const mutation = useSectionSave(form, {
    publicId,
    // Answers kept in the form from before a withdrawal are not sent: without the consent they are blank.
    save: (values) =>
      saveAdditionalInformation(
        publicId,
        consented ? values : { ...values, familyIncome: null, familyDependents: null, incomePrograms: null },
      ),
    fields: QUESTIONS.map((q) => q.name),
  });

  const shown = QUESTIONS.filter(
    (q) => q.name in answers && (q.name !== 'learningEnvironment' || asks) && (consented || !CONSENTED.has(q.name)),
  );

  return (
    <FormSection
      title={t('profilePersonal.additionalInformation.title')}
      saveLabel={t('profilePersonal.additionalInformation.save')}
      saving={mutation.isPending}
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      testId="additional-information"
    >
      <SimpleGrid cols={FIELD_COLUMNS} spacing="md" verticalSpacing="sm">
        {shown.map((q) => (
          <ControlledEnumSelect
            key={q.name}
            control={form.control}
            name={q.name}
            options={q.options}
            label={t(`profilePersonal.additionalInformation.${q.name}`)}
            withAsterisk
            error={formErrorText(errors[q.name])}
          />
        ))}
      </SimpleGrid>
      {consented ? null : (
        <Text size="sm" c="dimmed" mt="sm" data-testid="consent-needed">
          {t('privacy.consent.needed')}
        </Text>
      )}
    </FormSection>
  );
}
