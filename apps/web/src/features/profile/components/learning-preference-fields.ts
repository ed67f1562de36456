import type { LearningPreferencesRequest } from '@ponte/shared/profile-behaviour.schema';
import {
  COMMUNICATION_MODES,
  type EnumOption,
  FEEDBACK_STYLES,
  LEARNING_PREFERENCES,
  LEARNING_STYLES,
  SHIFTS,
  WORK_MODES,
} from '@ponte/shared/profile-enums';

/** The learning preferences' questions in the order the form asks them and the profile shows them, each with its answers. */
export const LEARNING_PREFERENCE_FIELDS: readonly {
  name: keyof LearningPreferencesRequest;
  options: readonly EnumOption<string>[];
}[] = [
  { name: 'learningStyle', options: LEARNING_STYLES },
  { name: 'learningPreference', options: LEARNING_PREFERENCES },
  { name: 'workMode', options: WORK_MODES },
  { name: 'feedbackStyle', options: FEEDBACK_STYLES },
  { name: 'communication', options: COMMUNICATION_MODES },
  { name: 'shift', options: SHIFTS },
];
