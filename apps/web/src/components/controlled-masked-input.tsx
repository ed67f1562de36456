import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { formErrorText } from '@/lib/form-error-text';
import { MaskedTextInput, type MaskedTextInputProps } from './masked-text-input.tsx';

export interface ControlledMaskedInputProps<T extends FieldValues, TTransformed = T>
  extends Omit<MaskedTextInputProps, 'value' | 'onChange' | 'onBlur' | 'name'> {
  control: Control<T, unknown, TTransformed>;
  /** Only paths holding text. */
  name: FieldPathByValue<T, string | null | undefined>;
}

/** A MaskedTextInput bound to a react-hook-form field (CPF, CNPJ, CEP, phone). */
export function ControlledMaskedInput<T extends FieldValues, TTransformed = T>({
  control,
  name,
  ...props
}: ControlledMaskedInputProps<T, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <MaskedTextInput
      {...props}
      // The field's own error unless the form words it otherwise.
      error={props.error ?? formErrorText(fieldState.error)}
      ref={field.ref}
      name={field.name}
      onBlur={field.onBlur}
      // `name` admits only paths holding text, which TypeScript cannot see through the generic path.
      value={field.value as string | null | undefined}
      onChange={field.onChange}
    />
  );
}
