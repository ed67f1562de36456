import type { Locale } from '@ponte/shared/locales';
import type { LearningPreferencesResponse } from '@ponte/shared/profile-behaviour.schema';
import {
  COMMUNICATION_MODES,
  type EnumOption,
  FEEDBACK_STYLES,
  LEARNING_PREFERENCES,
  LEARNING_STYLES,
  optionLabel,
  SHIFTS,
  WORK_MODES,
} from '@ponte/shared/profile-enums';
import { useTranslation } from 'react-i18next';
import { FieldList, NotInformed, shownFields, type ViewField } from './profile-view-section.tsx';

const FIELDS: readonly { name: keyof LearningPreferencesResponse; options: readonly EnumOption<string>[] }[] = [
  { name: 'learningStyle', options: LEARNING_STYLES },
  { name: 'learningPreference', options: LEARNING_PREFERENCES },
  { name: 'workMode', options: WORK_MODES },
  { name: 'feedbackStyle', options: FEEDBACK_STYLES },
  { name: 'communication', options: COMMUNICATION_MODES },
  { name: 'shift', options: SHIFTS },
];

/** The learning preferences, read (the tab's section gives the heading). */
export function LearningPreferencesView({ data }: { data: LearningPreferencesResponse }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const fields: ViewField[] = FIELDS.map(({ name, options }) => {
    const value = data[name];
    return {
      label: t(`profileBehaviour.learning.${name}`),
      value: value ? optionLabel(options, value, locale) : null,
    };
  });
  const shown = shownFields(fields);
  return shown.length === 0 ? <NotInformed /> : <FieldList fields={shown} />;
}
