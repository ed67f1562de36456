import { TagsInput, type TagsInputProps } from '@mantine/core';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { formErrorText } from '@/lib/form-error-text';

export interface ControlledTagsInputProps<T extends FieldValues, TTransformed = T>
  extends Omit<TagsInputProps, 'value' | 'onChange' | 'onBlur' | 'name'> {
  control: Control<T, unknown, TTransformed>;
  /** Only paths holding a list of texts. */
  name: FieldPathByValue<T, string[]>;
  /** Tidies the tags typed before the field takes them (trimmed, without repeats, within limits). */
  normalise?: (tags: string[]) => string[];
}

/** A TagsInput bound to a react-hook-form field holding a list of texts (skills, accepted answers). */
export function ControlledTagsInput<T extends FieldValues, TTransformed = T>({
  control,
  name,
  normalise,
  ...props
}: ControlledTagsInputProps<T, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TagsInput
      {...props}
      // The field's own error unless the form words it otherwise.
      error={props.error ?? formErrorText(fieldState.error)}
      ref={field.ref}
      onBlur={field.onBlur}
      // As above: `name` admits only paths holding string[].
      value={field.value as string[]}
      onChange={(next) => field.onChange(normalise ? normalise(next) : next)}
    />
  );
}
