import { Checkbox, type CheckboxProps } from '@mantine/core';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { formErrorText } from '@/lib/form-error-text';

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
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox
      {...props}
      // The field's own error unless the form words it otherwise.
      error={props.error ?? formErrorText(fieldState.error)}
      ref={field.ref}
      name={field.name}
      onBlur={field.onBlur}
      // As above: `name` admits only boolean paths.
      checked={field.value as boolean}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
    />
  );
}
