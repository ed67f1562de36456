import { type ComboboxItem, Select, type SelectProps } from '@mantine/core';

/** The "all" option's value: a filter left on it is no filter (an empty query parameter). */
const ALL = '';

export interface FilterSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'allowDeselect'> {
  /** What the option that lifts the filter says ("Todas as áreas"). */
  allLabel: string;
  data: readonly ComboboxItem[];
  /** The value filtered on; null, undefined or '' when the list is not filtered. */
  value: string | number | null | undefined;
  /** The value chosen, '' for "all". */
  onChange: (value: string) => void;
}

/**
 * A list's filter over one field: its options after an "all" option that lifts it. It cannot be left
 * empty, so the select always says what the list shows.
 */
export function FilterSelect({ allLabel, data, value, onChange, ...props }: FilterSelectProps) {
  return (
    <Select
      {...props}
      data={[{ value: ALL, label: allLabel }, ...data]}
      value={value === null || value === undefined ? ALL : String(value)}
      onChange={(next) => onChange(next ?? ALL)}
      allowDeselect={false}
    />
  );
}
