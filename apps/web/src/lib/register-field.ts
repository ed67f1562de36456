import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { formErrorText } from './form-error-text.ts';

// The forms these serve announce a field's error as it appears.
const ERROR_PROPS = { role: 'alert' };

/**
 * A text input's props for a registered react-hook-form field: the registration, the field's error
 * worded for the reader, announced as it appears.
 */
export function registerField<T extends FieldValues, TTransformed>(
  form: UseFormReturn<T, unknown, TTransformed>,
  name: Path<T>,
) {
  return {
    ...form.register(name),
    error: formErrorText(form.getFieldState(name, form.formState).error),
    errorProps: ERROR_PROPS,
  };
}
