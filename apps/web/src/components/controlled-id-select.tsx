import { Select, type SelectProps } from '@mantine/core';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { formErrorText } from '@/lib/form-error-text';

export interface ControlledIdSelectProps<T extends FieldValues, TTransformed = T>
  extends Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'name'> {
  control: Control<T, unknown, TTransformed>;
  /** Only paths holding a numeric id (a course, a class, an option item) or null. */
  name: FieldPathByValue<T, number | null>;
  /** After the field takes the new id: clears what depends on it (a course's class). */
  onValueChange?: (id: number | null) => void;
}

/**
 * A Select of records by numeric id, bound to a react-hook-form field: the options' values are the ids
 * as text, the field holds the number. The field's ref and name go on the input, so a failed submit
 * focuses it.
 */
export function ControlledIdSelect<T extends FieldValues, TTransformed = T>({
  control,
  name,
  onValueChange,
  ...props
}: ControlledIdSelectProps<T, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  // `name` admits only paths holding number | null, which TypeScript cannot see through the generic path.
  const value = field.value as number | null;
  return (
    <Select
      {...props}
      // The field's own error unless the form words it otherwise.
      error={props.error ?? formErrorText(fieldState.error)}
      ref={field.ref}
      name={field.name}
      onBlur={field.onBlur}
      value={value === null ? null : String(value)}
      onChange={(next) => {
        const id = next === null ? null : Number(next);
        field.onChange(id);
        onValueChange?.(id);
      }}
    />
  );
}
