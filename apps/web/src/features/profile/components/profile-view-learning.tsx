import type { Locale } from '@ponte/shared/locales';
import type { LearningPreferencesResponse } from '@ponte/shared/profile-behaviour.schema';
import { optionLabel } from '@ponte/shared/profile-enums';
import { useTranslation } from 'react-i18next';
import { LEARNING_PREFERENCE_FIELDS } from './learning-preference-fields.ts';
import { FieldList, NotInformed, shownFields, type ViewField } from './profile-view-section.tsx';

/** The learning preferences, read (the tab's section gives the heading). */
export function LearningPreferencesView({ data }: { data: LearningPreferencesResponse }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const fields: ViewField[] = LEARNING_PREFERENCE_FIELDS.map(({ name, options }) => {
    const value = data[name];
    return {
      label: t(`profileBehaviour.learning.${name}`),
      value: value ? optionLabel(options, value, locale) : null,
    };
  });
  const shown = shownFields(fields);
  return shown.length === 0 ? <NotInformed /> : <FieldList fields={shown} />;
}
