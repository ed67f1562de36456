import { MultiSelect, type MultiSelectProps, Select, type SelectProps } from '@mantine/core';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { choicesToIds, choiceToId, idsToChoices, idToChoice } from '@/lib/id-choice';
import { useBoundField } from '@/lib/use-bound-field';

type FieldOwned = 'value' | 'onChange' | 'onBlur' | 'name' | 'ref';

// The forms these serve announce a field's error as it appears.
const ERROR_PROPS = { role: 'alert' };

export interface ControlledIdSelectProps<T extends FieldValues, TTransformed = T>
  extends Omit<SelectProps, FieldOwned> {
  control: Control<T, unknown, TTransformed>;
  /** Only paths holding an id (option item, company, level). */
  name: FieldPathByValue<T, number | null | undefined>;
  /** What the field holds once the choice is cleared: null, or an id meaning "none" (NO_COMPANY_ID). */
  empty?: number | null;
  /** After the field takes the new id: clears what depends on it (a course's class). */
  onValueChange?: (id: number | null) => void;
}

/**
 * A Select of numeric ids bound to a react-hook-form field. The field's ref and name go on the input, so a
 * failed submit focuses it.
 */
export function ControlledIdSelect<T extends FieldValues, TTransformed = T>({
  control,
  name,
  empty = null,
  onValueChange,
  ...props
}: ControlledIdSelectProps<T, TTransformed>) {
  const { field, bound } = useBoundField(control, name, props.error);
  return (
    <Select
      errorProps={ERROR_PROPS}
      {...props}
      {...bound}
      name={field.name}
      // `name` admits only paths holding an id, which TypeScript cannot see through the generic path.
      value={idToChoice(field.value as number | null | undefined)}
      onChange={(next) => {
        const id = choiceToId(next, empty);
        field.onChange(id);
        onValueChange?.(id);
      }}
    />
  );
}

export interface ControlledIdMultiSelectProps<T extends FieldValues, TTransformed = T>
  extends Omit<MultiSelectProps, FieldOwned> {
  control: Control<T, unknown, TTransformed>;
  /** Only paths holding a list of ids. */
  name: FieldPathByValue<T, readonly number[] | null | undefined>;
}

/** A MultiSelect of numeric ids bound to a react-hook-form field; the placeholder shows only while none is chosen. */
export function ControlledIdMultiSelect<T extends FieldValues, TTransformed = T>({
  control,
  name,
  placeholder,
  ...props
}: ControlledIdMultiSelectProps<T, TTransformed>) {
  const { field, bound } = useBoundField(control, name, props.error);
  // As above: the path holds a list of ids by the constraint on `name`.
  const value = idsToChoices(field.value as readonly number[] | null | undefined);
  return (
    <MultiSelect
      errorProps={ERROR_PROPS}
      {...props}
      {...bound}
      name={field.name}
      value={value}
      onChange={(next) => field.onChange(choicesToIds(next))}
      placeholder={value.length === 0 ? placeholder : undefined}
    />
  );
}
