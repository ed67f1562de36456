import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField } from '@/lib/use-bound-field';

/**
 * A NumberInput bound to a react-hook-form field. Emptied, the field holds `empty` ('' by default, which
 * the form's schema reports as missing; `null` or `undefined` where the field is optional, a number
 * where emptying means the default).
 */
export function ControlledNumberInput<T extends FieldValues, TTransformed = T>({
  control,
  name,
  empty = '',
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange' | 'onBlur' | 'name'> & {
  control: Control<T, unknown, TTransformed>;
  name: FieldPath<T>;
  empty?: '' | null | undefined | number;
}) {
  const { field, bound } = useBoundField(control, name, props.error);
  return (
    <NumberInput
      {...props}
      {...bound}
      name={field.name}
      value={(field.value as number | '' | null | undefined) ?? ''}
      onChange={(value) => field.onChange(typeof value === 'number' ? value : empty)}
    />
  );
}
