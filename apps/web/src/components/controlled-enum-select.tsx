import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { useBoundField } from '@/lib/use-bound-field';
import { EnumMultiSelect, type EnumMultiSelectProps, EnumSelect, type EnumSelectProps } from './enum-select.tsx';

/** What the field supplies; `name` is the form path, so the input's own name goes through hiddenInputProps. */
type FieldOwned = 'value' | 'onChange' | 'onBlur' | 'name' | 'ref';

export interface ControlledEnumSelectProps<T extends FieldValues, V extends string, TTransformed = T>
  extends Omit<EnumSelectProps<V>, FieldOwned> {
  control: Control<T, unknown, TTransformed>;
  /** Only paths whose value is one of the options' codes (or empty). */
  name: FieldPathByValue<T, V | null | undefined>;
}

/** An EnumSelect bound to a react-hook-form field. */
export function ControlledEnumSelect<T extends FieldValues, V extends string, TTransformed = T>({
  control,
  name,
  ...props
}: ControlledEnumSelectProps<T, V, TTransformed>) {
  const { field, bound } = useBoundField(control, name, props.error);
  return (
    <EnumSelect
      {...props}
      {...bound}
      // `name` admits only paths holding V | null | undefined, which TypeScript cannot see through the generic path.
      value={field.value as V | null | undefined}
      onChange={field.onChange}
    />
  );
}

export interface ControlledEnumMultiSelectProps<T extends FieldValues, V extends string, TTransformed = T>
  extends Omit<EnumMultiSelectProps<V>, FieldOwned> {
  control: Control<T, unknown, TTransformed>;
  /** Only paths whose value is a list of the options' codes (or empty). */
  name: FieldPathByValue<T, readonly V[] | null | undefined>;
}

/** An EnumMultiSelect bound to a react-hook-form field. */
export function ControlledEnumMultiSelect<T extends FieldValues, V extends string, TTransformed = T>({
  control,
  name,
  ...props
}: ControlledEnumMultiSelectProps<T, V, TTransformed>) {
  const { field, bound } = useBoundField(control, name, props.error);
  return (
    <EnumMultiSelect
      {...props}
      {...bound}
      // As above: the path's value is a list of V by the constraint on `name`.
      value={field.value as readonly V[] | null | undefined}
      onChange={field.onChange}
    />
  );
}
