import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { formErrorText } from './form-error-text.ts';

/**
 * What every controlled input takes from its react-hook-form field alike: the ref, the blur, and the
 * field's own error unless the form words it otherwise (`error`). The value and onChange stay with
 * each input, which alone knows how its value is held.
 */
export function useBoundField<T extends FieldValues, TTransformed>(
  control: Control<T, unknown, TTransformed>,
  name: FieldPath<T>,
  error: ReactNode,
) {
  const { field, fieldState } = useController({ control, name });
  return {
    field,
    bound: { ref: field.ref, onBlur: field.onBlur, error: error ?? formErrorText(fieldState.error) },
  };
}
