import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { formErrorText } from '@/lib/form-error-text';
import { DateField, type DateFieldProps } from './date-field.tsx';

export interface ControlledDateFieldProps<T extends FieldValues, TTransformed = T>
  extends Omit<DateFieldProps, 'value' | 'onChange' | 'onBlur' | 'name'> {
  control: Control<T, unknown, TTransformed>;
  /** Only paths holding an ISO date as text; emptied, the field holds ''. */
  name: FieldPathByValue<T, string | null | undefined>;
}

/** A DateField bound to a react-hook-form field (birth dates). */
export function ControlledDateField<T extends FieldValues, TTransformed = T>({
  control,
  name,
  ...props
}: ControlledDateFieldProps<T, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateField
      {...props}
      // The field's own error unless the form words it otherwise.
      error={props.error ?? formErrorText(fieldState.error)}
      ref={field.ref}
      name={field.name}
      onBlur={field.onBlur}
      // As with the other controlled inputs: `name` admits only text paths.
      value={field.value as string | null | undefined}
      onChange={(next) => field.onChange(next ?? '')}
    />
  );
}
