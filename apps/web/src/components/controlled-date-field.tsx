import { earliestBirthDateIso, todayIso } from '@ponte/shared/profile-personal.schema';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { useBoundField } from '@/lib/use-bound-field';
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
  const { field, bound } = useBoundField(control, name, props.error);
  return (
    <DateField
      {...props}
      {...bound}
      name={field.name}
      // As with the other controlled inputs: `name` admits only text paths.
      value={field.value as string | null | undefined}
      onChange={(next) => field.onChange(next ?? '')}
    />
  );
}

/** A birth date (spec §5/§9): not in the future, at most 100 years back. */
export function ControlledBirthDateField<T extends FieldValues, TTransformed = T>(
  props: Omit<ControlledDateFieldProps<T, TTransformed>, 'minDate' | 'maxDate'>,
) {
  return <ControlledDateField {...props} minDate={earliestBirthDateIso()} maxDate={todayIso()} />;
}
