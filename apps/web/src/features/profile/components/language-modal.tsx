import { zodResolver } from '@hookform/resolvers/zod';
import { Select } from '@mantine/core';
import type { Locale } from '@ponte/shared/locales';
import { OFFERED_LANGUAGES, type offeredLanguageSchema, SIGN_LANGUAGES } from '@ponte/shared/profile-enums';
import { type Language, type LanguageRequest, languageRequestSchema } from '@ponte/shared/profile-skills.schema';
import { useEffect, useMemo } from 'react';
import { Controller, type Resolver, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ControlledIdSelect } from '@/components/controlled-id-select';
import { FormModal } from '@/components/form-modal';
import { fieldErrorText } from '@/lib/form-errors';
import { languagesQueryKey, saveLanguage } from '../api/languages-api.ts';
import { useOptionSelectData } from '../api/professional-options.ts';
import { useRecordModal } from './use-record-modal.ts';

type OfferedLanguage = z.infer<typeof offeredLanguageSchema>;

interface FormValues {
  nameLanguage: OfferedLanguage | null;
  generalLevel: number | null;
  speakingLevel: number | null;
  writingLevel: number | null;
  readingLevel: number | null;
}

type LevelField = 'generalLevel' | 'speakingLevel' | 'writingLevel' | 'readingLevel';

// The form starts with empty (null) choices the schema refuses with 'Campo obrigatório'.
const resolver = zodResolver(languageRequestSchema.in.omit({ languageId: true })) as unknown as Resolver<FormValues>;

function toFormValues(language: Language | null): FormValues {
  return {
    nameLanguage: language?.nameLanguage ?? null,
    generalLevel: language?.generalLevel ?? null,
    speakingLevel: language?.speakingLevel ?? null,
    writingLevel: language?.writingLevel ?? null,
    readingLevel: language?.readingLevel ?? null,
  };
}

interface Props {
  publicId: string;
  opened: boolean;
  /** The row being edited, or null to add one. */
  language: Language | null;
  onClose: () => void;
}

/** Spec §4/§5 language form: prefilled when editing, closed on success; sign languages have no writing or reading. */
export function LanguageModal({ publicId, opened, language, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const levels = useOptionSelectData('FLUENCY_LEVEL');
  const languages = useMemo(() => OFFERED_LANGUAGES.map((o) => ({ value: o.value, label: o.label[locale] })), [locale]);

  const { form, mutation, modal } = useRecordModal({
    opened,
    record: language,
    onClose,
    resolver,
    toFormValues,
    save: (body: LanguageRequest) => saveLanguage(publicId, body),
    queryKey: languagesQueryKey(publicId),
    texts: {
      addTitle: t('profileSkills.languages.addTitle'),
      editTitle: t('profileSkills.languages.editTitle'),
      saved: t('profileSkills.languages.saved'),
      failed: t('profileSkills.languages.saveFailed'),
    },
    toastId: 'language',
  });
  const { errors } = form.formState;
  const nameLanguage = useWatch({ control: form.control, name: 'nameLanguage' });
  const signLanguage = nameLanguage !== null && SIGN_LANGUAGES.includes(nameLanguage);

  useEffect(() => {
    if (!signLanguage) return;
    form.setValue('writingLevel', null);
    form.setValue('readingLevel', null);
  }, [signLanguage, form]);

  const onSubmit = form.handleSubmit((values) => {
    if (values.nameLanguage === null || values.generalLevel === null) return;
    mutation.mutate({
      ...values,
      nameLanguage: values.nameLanguage,
      generalLevel: values.generalLevel,
      languageId: language?.languageId ?? null,
    });
  });

  const levelSelect = (name: LevelField, label: string, options: { required?: boolean; disabled?: boolean } = {}) => (
    <ControlledIdSelect
      control={form.control}
      name={name}
      label={label}
      data={levels}
      withAsterisk={options.required}
      disabled={options.disabled}
      clearable={!options.required}
      placeholder={options.disabled ? undefined : t('profile.form.select')}
      nothingFoundMessage={t('profile.form.nothingFound')}
      description={options.disabled ? t('profileSkills.languages.signLanguageHint') : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );

  return (
    <FormModal {...modal} onSubmit={onSubmit}>
      <Controller
        control={form.control}
        name="nameLanguage"
        render={({ field }) => (
          <Select
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            label={t('profileSkills.languages.language')}
            data={languages}
            value={field.value}
            onChange={(next) => field.onChange((next as OfferedLanguage | null) ?? null)}
            withAsterisk
            placeholder={t('profile.form.select')}
            nothingFoundMessage={t('profile.form.nothingFound')}
            error={fieldErrorText(errors.nameLanguage)}
            errorProps={{ role: 'alert' }}
          />
        )}
      />
      {levelSelect('generalLevel', t('profileSkills.languages.generalLevel'), { required: true })}
      {levelSelect('speakingLevel', t('profileSkills.languages.conversation'))}
      {levelSelect('writingLevel', t('profileSkills.languages.writing'), { disabled: signLanguage })}
      {levelSelect('readingLevel', t('profileSkills.languages.reading'), { disabled: signLanguage })}
    </FormModal>
  );
}
