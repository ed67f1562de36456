import { fieldErrorText } from './form-errors.ts';
import { i18n } from './i18n.ts';

/** The parts of a react-hook-form error that matter here (array fields give a merged error). */
export interface ErrorLike {
  type?: string | number;
  message?: string;
}

/**
 * fieldErrorText for forms built on schemas whose enum fields carry zod's own message (profile-enums.ts
 * sets none): from a select, the only way to miss an enum is to leave it empty, so such a message
 * reads 'Campo obrigatório' instead of zod's English text. Server messages and catalogue keys pass through.
 */
export function formErrorText(error: ErrorLike | undefined): string | undefined {
  if (!error?.message) return undefined;
  const text = fieldErrorText({ type: String(error.type ?? ''), message: error.message });
  // 'server' marks messages the API sent already translated (form-errors.ts).
  if (error.type === 'server' || i18n.exists(error.message)) return text;
  return i18n.t('validation.required');
}
