import { Checkbox, type CheckboxProps } from '@mantine/core';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { useBoundField } from '@/lib/use-bound-field';

export interface ControlledCheckboxProps<T extends FieldValues, TTransformed = T>
  extends Omit<CheckboxProps, 'checked' | 'onChange' | 'onBlur' | 'name'> {
  control: Control<T, unknown, TTransformed>;
  /** Only paths holding a boolean. */
  name: FieldPathByValue<T, boolean>;
}

/** A Checkbox bound to a react-hook-form field holding a boolean. */
export function ControlledCheckbox<T extends FieldValues, TTransformed = T>({
  control,
  name,
  ...props
}: ControlledCheckboxProps<T, TTransformed>) {
  const { field, bound } = useBoundField(control, name, props.error);
  return (
    <Checkbox
      {...props}
      {...bound}
      name={field.name}
      // As with the other controlled inputs: `name` admits only boolean paths.
      checked={field.value as boolean}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
    />
  );
}
