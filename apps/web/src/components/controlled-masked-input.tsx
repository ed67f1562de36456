import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { useBoundField } from '@/lib/use-bound-field';
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
  const { field, bound } = useBoundField(control, name, props.error);
  return (
    <MaskedTextInput
      {...props}
      {...bound}
      name={field.name}
      // `name` admits only paths holding text, which TypeScript cannot see through the generic path.
      value={field.value as string | null | undefined}
      onChange={field.onChange}
    />
  );
}
