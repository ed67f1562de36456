import { TagsInput, type TagsInputProps } from '@mantine/core';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { useBoundField } from '@/lib/use-bound-field';

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
  const { field, bound } = useBoundField(control, name, props.error);
  return (
    <TagsInput
      {...props}
      {...bound}
      // As with the other controlled inputs: `name` admits only paths holding string[].
      value={field.value as string[]}
      onChange={(next) => field.onChange(normalise ? normalise(next) : next)}
    />
  );
}
